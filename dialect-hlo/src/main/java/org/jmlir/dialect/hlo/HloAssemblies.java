package org.jmlir.dialect.hlo;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.ParseException;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The hand-written syntax of HLO ops whose forms a declarative format cannot express (StableHLO's
 * hasCustomAssemblyFormat ops and optional-group-with-else formats): constant, while, reduce,
 * after_all, optimization_barrier.
 */
final class HloAssemblies {
  private HloAssemblies() {}

  private static List<NamedAttribute> attrsWithout(Operation op, String... elided) {
    List<NamedAttribute> out = new ArrayList<>();
    for (NamedAttribute a : FormatProgram.attrDictionary(op)) {
      boolean skip = false;
      for (String e : elided) {
        skip |= a.name().equals(e);
      }
      if (!skip) {
        out.add(a);
      }
    }
    return out;
  }

  /** Moves parsed attributes that are inherent into the properties. */
  private static void splitInherent(OperationState state, List<NamedAttribute> attrs, OpDef def) {
    List<NamedAttribute> props = new ArrayList<>();
    if (state.properties instanceof DictionaryAttr d) {
      props.addAll(d.entries());
    }
    for (NamedAttribute a : attrs) {
      if (def != null && def.isInherentAttr(a.name())) {
        props.add(a);
      } else {
        state.attributes.add(a);
      }
    }
    if (!props.isEmpty()) {
      state.properties = DictionaryAttr.get(state.context, props);
    }
  }

  private static String nsOf(OperationState state) {
    return state.name.substring(0, state.name.indexOf('.'));
  }

  private static OpDef defOf(OperationState state) {
    return state.def != null ? state.def : state.context.opDef(state.name);
  }

  /**
   * {@code constant {attrs} dense<1> : tensor<f32>}; when the value's type is not the result type
   * (quantized results), the generic form without the op name:
   * {@code constant() <{value = ...}> : () -> type}.
   */
  static final OpDef.Assembly CONSTANT =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          List<NamedAttribute> attrs = new ArrayList<>();
          if (p.parseOptionalLParen()) {
            p.parseRParen();
            if (p.parseOptionalLess()) {
              state.properties = p.parseAttribute(null);
              p.parseGreater();
            }
            p.parseOptionalAttrDict(attrs);
            p.parseColon();
            p.parseLParen();
            p.parseRParen();
            p.parseArrow();
            state.resultTypes.add(p.parseType());
            splitInherent(state, attrs, defOf(state));
            return;
          }
          p.parseOptionalAttrDict(attrs);
          int at = p.currentOffset();
          Attribute value = p.parseAttribute(null);
          if (!(value instanceof ElementsAttr) || !(value instanceof TypedAttr ta)) {
            throw p.emitError(at, "invalid kind of attribute specified");
          }
          attrs.add(new NamedAttribute("value", value));
          state.resultTypes.add(ta.type());
          splitInherent(state, attrs, defOf(state));
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          Attribute value = op.inherentAttr("value");
          if (!(value instanceof TypedAttr ta) || !ta.type().equals(op.result(0).type())) {
            p.print("()");
            if (op.properties() instanceof DictionaryAttr d && !d.isEmpty()) {
              p.print(" <");
              p.printAttribute(d);
              p.print(">");
            }
            p.printOptionalAttrDict(op.attributes().entries(), List.of());
            p.print(" : ");
            p.printFunctionalType(op);
            return;
          }
          p.printOptionalAttrDict(attrsWithout(op, "value"), List.of());
          p.print(' ');
          p.printAttribute(value);
        }
      };

  /** Matches stablehlo-opt: {@code %c} for integer (and bool) constants, {@code %cst} otherwise. */
  static void nameConstant(Operation op, OpDef.NameSetter setter) {
    Type t = HloTypes.elementType(op.result(0).type());
    setter.setName(op.result(0), t instanceof IntegerType ? "c" : "cst");
  }

  /** {@code after_all %a, %b : !stablehlo.token}. */
  static final OpDef.Assembly AFTER_ALL =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          int at = p.currentOffset();
          List<UnresolvedOperand> uses = p.parseOperandList();
          List<NamedAttribute> attrs = new ArrayList<>();
          p.parseOptionalAttrDict(attrs);
          p.parseColon();
          int typeAt = p.currentOffset();
          Type t = p.parseType();
          if (t instanceof FunctionType fn) {
            if (fn.inputs().size() != uses.size()) {
              throw p.emitError(typeAt, uses.size() + " operands present, but expected " + fn.inputs().size());
            }
            if (fn.results().size() != 1) {
              throw p.emitError(typeAt, "expected single output");
            }
            p.resolveOperands(uses, fn.inputs(), at, state.operands);
            state.resultTypes.add(fn.results().get(0));
          } else {
            p.resolveOperands(uses, t, state.operands);
            state.resultTypes.add(t);
          }
          splitInherent(state, attrs, defOf(state));
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          if (op.numOperands() > 0) {
            p.print(' ');
            p.printOperands(op.operands());
          }
          p.printOptionalAttrDict(FormatProgram.attrDictionary(op), List.of());
          p.print(" : ");
          HloDirectives.printSameType(op, p);
        }
      };

  /** {@code optimization_barrier %a, %b : t1, t2}, or {@code optimization_barrier()} without operands. */
  static final OpDef.Assembly OPTIMIZATION_BARRIER =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          List<NamedAttribute> attrs = new ArrayList<>();
          p.parseOptionalAttrDict(attrs);
          if (p.parseOptionalLParen()) {
            p.parseRParen();
          } else {
            int at = p.currentOffset();
            List<UnresolvedOperand> uses = p.parseOperandList();
            p.parseColon();
            int typesAt = p.currentOffset();
            List<Type> types;
            try {
              types = p.parseTypeList();
            } catch (ParseException e) {
              // As StableHLO's parsePairwiseOpType: the type's error, then the list's.
              throw p.emitError(typesAt, "expected type list");
            }
            if (types.isEmpty()) {
              throw p.emitError(typesAt, "expected type list");
            }
            FormatProgram.resolveOperands(p, uses, types, at, state.operands);
            state.resultTypes.addAll(types);
          }
          splitInherent(state, attrs, defOf(state));
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          p.printOptionalAttrDict(FormatProgram.attrDictionary(op), List.of());
          if (op.numOperands() == 0) {
            p.print("()");
            return;
          }
          p.print(' ');
          p.printOperands(op.operands());
          p.print(" : ");
          for (int i = 0; i < op.numOperands(); i++) {
            if (i > 0) {
              p.print(", ");
            }
            p.printType(op.operand(i).type());
          }
        }
      };

  /**
   * {@code while(%iterArg = %init, ...) : types attributes {...} cond { ... } do { ... }}: the
   * names bind the entry block arguments of both regions.
   */
  static final OpDef.Assembly WHILE =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          int at = p.currentOffset();
          List<UnresolvedOperand> operands = new ArrayList<>();
          List<UnresolvedOperand> iterArgs = new ArrayList<>();
          p.parseLParen();
          while (!p.parseOptionalRParen()) {
            iterArgs.add(p.parseOperand());
            p.parseEqual();
            operands.add(p.parseOperand());
            if (p.parseOptionalRParen()) {
              break;
            }
            p.parseComma();
          }
          if (!operands.isEmpty()) {
            p.parseColon();
            state.resultTypes.addAll(p.parseTypeList());
          }
          List<Argument> args = new ArrayList<>();
          for (int i = 0; i < iterArgs.size() && i < state.resultTypes.size(); i++) {
            args.add(new Argument(iterArgs.get(i), state.resultTypes.get(i), null, null));
          }
          FormatProgram.resolveOperands(p, operands, state.resultTypes, at, state.operands);
          List<NamedAttribute> attrs = new ArrayList<>();
          p.parseOptionalAttrDictWithKeyword(attrs);
          splitInherent(state, attrs, defOf(state));
          p.parseKeyword("cond");
          Region cond = new Region();
          p.parseRegion(cond, args, false);
          state.addRegion(cond);
          p.parseKeyword("do");
          Region body = new Region();
          p.parseRegion(body, args, false);
          state.addRegion(body);
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          p.print('(');
          Region body = op.region(1);
          Block entry = body.isEmpty() ? null : body.blocks().get(0);
          for (int i = 0; i < op.numOperands(); i++) {
            if (i > 0) {
              p.print(", ");
            }
            if (entry != null && i < entry.numArguments()) {
              p.printOperand(entry.argument(i));
            }
            p.print(" = ");
            p.printOperand(op.operand(i));
          }
          p.print(')');
          if (op.numOperands() > 0) {
            p.print(" : ");
            for (int i = 0; i < op.numOperands(); i++) {
              if (i > 0) {
                p.print(", ");
              }
              p.printType(op.operand(i).type());
            }
          }
          p.printOptionalAttrDictWithKeyword(FormatProgram.attrDictionary(op), List.of());
          p.printNewline();
          p.print("cond ");
          p.printRegion(op.region(0), false, true, false);
          p.print(" do ");
          p.printRegion(body, false, true, false);
        }
      };

  // ---- reduce --------------------------------------------------------------------------------

  /**
   * {@code reduce(%x init: %i), ... applies stablehlo.add across dimensions = [1] : fn-type} when
   * the body is one commutative binary op of the same dialect on the block arguments; else
   * {@code reduce(...) across dimensions = [1] : fn-type reducer(%a: t, %b: t) ... { body }}.
   */
  static final OpDef.Assembly REDUCE =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          int at = p.currentOffset();
          List<UnresolvedOperand> operands = new ArrayList<>();
          List<UnresolvedOperand> inits = new ArrayList<>();
          do {
            if (!p.parseOptionalLParen()) {
              break;
            }
            operands.add(p.parseOperand());
            p.parseKeyword("init");
            p.parseColon();
            inits.add(p.parseOperand());
            p.parseRParen();
          } while (p.parseOptionalComma());
          operands.addAll(inits);
          List<NamedAttribute> attrs = new ArrayList<>();
          if (!p.parseOptionalKeyword("applies")) {
            long[] dims = parseAcrossDimensions(p);
            p.parseOptionalAttrDict(attrs);
            p.parseColon();
            FunctionType fn = parseFunctionType(p);
            p.parseKeyword("reducer");
            List<Argument> elems = new ArrayList<>();
            List<Argument> accs = new ArrayList<>();
            while (p.parseOptionalLParen()) {
              elems.add(parseBlockOperand(p));
              p.parseComma();
              accs.add(parseBlockOperand(p));
              p.parseRParen();
            }
            elems.addAll(accs);
            state.resultTypes.addAll(fn.results());
            p.resolveOperands(operands, fn.inputs(), at, state.operands);
            Region body = new Region();
            p.parseRegion(body, elems, false);
            state.addRegion(body);
            attrs.add(new NamedAttribute("dimensions", HloAttrs.dims(p.context(), nsOf(state), dims)));
            splitInherent(state, attrs, defOf(state));
            return;
          }
          int nameAt = p.currentOffset();
          String inner = p.parseKeywordOrString();
          String ns = state.name.substring(0, state.name.indexOf('.'));
          OpDef innerDef = p.context().opDef(inner);
          if (!isCommutativeBinary(innerDef, ns)) {
            throw p.emitError(
                at,
                "expected the inner-op to be a commutative binary-op from the "
                    + ns
                    + " dialect, with zero region, producing single result");
          }
          long[] dims = parseAcrossDimensions(p);
          p.parseOptionalAttrDict(attrs);
          p.parseColon();
          int fnAt = p.currentOffset();
          Type t = p.parseType();
          if (!(t instanceof FunctionType fn)) {
            throw p.emitError(at, "expected function type");
          }
          if (fn.inputs().isEmpty()) {
            throw p.emitError(at, "input types missing in reduce-op function type");
          }
          Location explicit = p.parseOptionalLocationSpecifier();
          Location loc = explicit != null ? explicit : state.location;
          p.resolveOperands(operands, fn.inputs(), at, state.operands);
          Type elem = HloTypes.elementType(fn.inputs().get(0));
          Type scalar = RankedTensorType.get(p.context(), new long[0], elem);
          Region region = new Region();
          Block block = new Block();
          region.addBlock(block);
          BlockArgument lhs = block.addArgument(scalar, loc);
          BlockArgument rhs = block.addArgument(scalar, loc);
          OperationState innerState = new OperationState(p.context(), innerDef, loc);
          innerState.addOperand(lhs).addOperand(rhs).addType(scalar);
          Operation innerOp = Operation.create(innerState);
          block.append(innerOp);
          OperationState ret = new OperationState(p.context(), HloOps.of(ns).def("return"), loc);
          ret.addOperand(innerOp.result(0));
          block.append(Operation.create(ret));
          state.addRegion(region);
          state.resultTypes.addAll(fn.results());
          state.location = loc;
          attrs.add(new NamedAttribute("dimensions", HloAttrs.dims(p.context(), nsOf(state), dims)));
          splitInherent(state, attrs, defOf(state));
          if (nameAt < 0 || fnAt < 0) {
            throw p.emitError(at, "unreachable");
          }
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          int pairs = op.numOperands() / 2;
          for (int i = 0; i < pairs; i++) {
            p.print(i > 0 ? ", (" : "(");
            p.printOperand(op.operand(i));
            p.print(" init: ");
            p.printOperand(op.operand(i + pairs));
            p.print(')');
          }
          Operation inner = compactInner(op);
          if (inner != null) {
            p.print(" applies ");
            p.printKeywordOrString(inner.name());
          }
          p.print(" across dimensions = [");
          long[] dims = ((HloOp) op).i64Array("dimensions");
          p.print(HloDirectives.joined(dims == null ? new long[0] : dims));
          p.print("]");
          p.printOptionalAttrDict(attrsWithout(op, "dimensions"), List.of());
          p.print(" : ");
          p.printFunctionalType(op);
          if (inner == null) {
            p.printNewline();
            p.print(" reducer");
            Block b = op.region(0).isEmpty() ? null : op.region(0).blocks().get(0);
            if (b != null) {
              for (int i = 0; i < pairs && i + pairs < b.numArguments(); i++) {
                p.print('(');
                p.printRegionArgument(b.argument(i), List.of(), false);
                p.print(", ");
                p.printRegionArgument(b.argument(i + pairs), List.of(), false);
                p.print(") ");
              }
            }
            p.print(' ');
            p.printRegion(op.region(0), false, true, false);
          }
        }
      };

  private static long[] parseAcrossDimensions(OpAsmParser p) {
    p.parseKeyword("across");
    p.parseKeyword("dimensions");
    p.parseEqual();
    List<Long> dims = new ArrayList<>();
    p.parseCommaSeparatedList(Delimiter.SQUARE, () -> dims.add(p.parseInteger().longValue()), "");
    return HloAttrParser.toArray(dims);
  }

  private static FunctionType parseFunctionType(OpAsmParser p) {
    int at = p.currentOffset();
    Type t = p.parseType();
    if (!(t instanceof FunctionType fn)) {
      throw p.emitError(at, "invalid kind of type specified");
    }
    return fn;
  }

  private static Argument parseBlockOperand(OpAsmParser p) {
    UnresolvedOperand name = p.parseOperand();
    p.parseColon();
    Type t = p.parseType();
    Location loc = p.parseOptionalLocationSpecifier();
    return new Argument(name, t, null, loc);
  }

  private static boolean isCommutativeBinary(OpDef def, String ns) {
    if (def == null || !def.isRegistered() || !def.dialectNamespace().equals(ns)
        || !(def.hasTrait(Trait.COMMUTATIVE) || HloOps.isCommutative(def))) {
      return false;
    }
    OpSpec spec = def.extension(OpSpec.class);
    return spec != null
        && spec.singleOperandsOnly()
        && spec.operands().size() == 2
        && spec.singleResultsOnly()
        && spec.results().size() == 1
        && spec.regions().isEmpty();
  }

  /** The single inner op when the reduce prints in its compact form (StableHLO's E1-E5), else null. */
  private static Operation compactInner(Operation op) {
    if (op.numRegions() != 1 || op.region(0).isEmpty() || op.numOperands() == 0) {
      return null;
    }
    Block block = op.region(0).blocks().get(0);
    if (block.size() != 2) {
      return null;
    }
    Operation inner = block.first();
    Operation ret = block.last();
    String ns = op.def().dialectNamespace();
    if (!isCommutativeBinary(inner.def(), ns)) {
      return null;
    }
    Type expected = inner.numOperands() > 0 ? inner.operand(0).type() : null;
    for (Value v : inner.operands()) {
      if (!v.type().equals(expected)) {
        return null;
      }
    }
    for (Value v : inner.results()) {
      if (!v.type().equals(expected)) {
        return null;
      }
    }
    Type elem = HloTypes.elementType(op.operand(0).type());
    if (!(expected instanceof RankedTensorType r) || r.shape().length != 0 || !r.elementType().equals(elem) || r.encoding() != null) {
      return null;
    }
    if (block.numArguments() != inner.numOperands()) {
      return null;
    }
    for (int i = 0; i < block.numArguments(); i++) {
      if (inner.operand(i) != block.argument(i)) {
        return null;
      }
    }
    if (!ret.def().dialectNamespace().equals(ns) || !ret.name().endsWith(".return") || ret.numOperands() != inner.numResults()) {
      return null;
    }
    for (int i = 0; i < ret.numOperands(); i++) {
      if (ret.operand(i) != inner.result(i)) {
        return null;
      }
    }
    return inner;
  }
}
