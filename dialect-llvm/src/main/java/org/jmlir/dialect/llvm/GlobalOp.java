package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code llvm.mlir.global internal constant @g(42 : i32) {alignment = 8 : i64} : i32}, or with an
 * initializer region ending in {@code llvm.return}. Properties: {@code global_type}, {@code sym_name},
 * {@code linkage}, {@code constant}, {@code value} (optional), {@code alignment}, {@code addr_space}
 * (default 0), {@code thread_local_}, {@code unnamed_addr}, {@code visibility_}, {@code section}.
 */
public final class GlobalOp extends LlvmOp {
  private static final List<String> ELIDED =
      List.of("global_type", "sym_name", "linkage", "constant", "value", "thread_local_", "unnamed_addr", "visibility_", "comdat");

  private static final AttrConstraint NON_NEGATIVE_I32 =
      new AttrConstraint(
          "32-bit signless integer attribute whose value is non-negative",
          a -> LlvmSpecs.I32_ATTR.test(a) && ((org.jmlir.ir.attr.IntegerAttr) a).longValue() >= 0,
          LlvmSpecs.I32_ATTR.parser(),
          LlvmSpecs.I32_ATTR.optionalParser(),
          LlvmSpecs.I32_ATTR.printer());

  public static final OpDef DEF =
      LlvmSpecs.op("llvm.mlir.global", GlobalOp::new)
          .attr("global_type", LlvmSpecs.TYPE_ATTR)
          .optionalAttr("constant", AttrConstraint.UNIT)
          .attr("sym_name", AttrConstraint.STRING)
          .attr("linkage", AttrConstraint.of("LLVM Linkage specification", a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.LINKAGE)))
          .optionalAttr("dso_local", AttrConstraint.UNIT)
          .optionalAttr("target_specific_attrs", AttrConstraint.ARRAY)
          .optionalAttr("dbg_exprs", AttrConstraint.ARRAY)
          .optionalAttr("thread_local_", AttrConstraint.UNIT)
          .optionalAttr("externally_initialized", AttrConstraint.UNIT)
          .optionalAttr("value", AttrConstraint.ANY)
          .optionalAttr("alignment", LlvmSpecs.I64_ATTR)
          .defaultAttr("addr_space", NON_NEGATIVE_I32, ctx -> org.jmlir.ir.attr.IntegerAttr.get(ctx, IntegerType.get(ctx, 32), 0))
          .optionalAttr("unnamed_addr", LlvmEnums.UNNAMED_ADDR.constraint("unnamed_addr"))
          .optionalAttr("section", AttrConstraint.STRING)
          .optionalAttr("comdat", AttrConstraint.of("symbol reference attribute", a -> a instanceof org.jmlir.ir.attr.SymbolRefAttr))
          .defaultAttr("visibility_", LlvmEnums.VISIBILITY.constraint("visibility_"), ctx -> LlvmEnums.VISIBILITY.attr(ctx, 0))
          .region("initializer")
          .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE)
          .assembly(new Syntax())
          .verifier(GlobalOp::verify)
          .regionVerifier(GlobalOp::verifyInitializer)
          .build();

  private GlobalOp() {}

  public String symName() {
    return ((StringAttr) inherentAttr("sym_name")).value();
  }

  public Type globalType() {
    return typeAttr("global_type");
  }

  public String linkage() {
    return ((LlvmKeywordAttr) inherentAttr("linkage")).keyword();
  }

  public boolean isConstant() {
    return flag("constant");
  }

  /** The initial value attribute, or null (then the initializer region, if any, computes it). */
  public Attribute value() {
    return inherentAttr("value");
  }

  public Region initializer() {
    return region(0);
  }

  public long alignment() {
    return intAttr("alignment", 0);
  }

  public int addrSpace() {
    return (int) intAttr("addr_space", 0);
  }

  /** Builds a global with a value attribute (or none). */
  public static GlobalOp create(
      MLIRContext ctx, Location loc, Type type, boolean constant, String linkage, String name, Attribute value, long alignment) {
    OperationState s = new OperationState(ctx, DEF, loc);
    List<NamedAttribute> props = new ArrayList<>();
    props.add(new NamedAttribute("global_type", TypeAttr.get(ctx, type)));
    if (constant) {
      props.add(new NamedAttribute("constant", UnitAttr.get(ctx)));
    }
    props.add(new NamedAttribute("sym_name", StringAttr.get(ctx, name)));
    props.add(new NamedAttribute("linkage", LlvmKeywordAttr.linkage(ctx, linkage)));
    if (value != null) {
      props.add(new NamedAttribute("value", value));
    }
    if (alignment > 0) {
      props.add(new NamedAttribute("alignment", org.jmlir.ir.attr.IntegerAttr.get(ctx, IntegerType.get(ctx, 64), alignment)));
    }
    s.properties = DictionaryAttr.get(ctx, props);
    s.addRegion();
    return (GlobalOp) Operation.create(s);
  }

  /** MLIR's isZeroAttribute: integer or float zero, or elements / arrays of zeros only. */
  private static boolean isZero(Attribute a) {
    if (a instanceof org.jmlir.ir.attr.IntegerAttr i) {
      return i.value().signum() == 0;
    }
    if (a instanceof org.jmlir.ir.attr.FloatAttr f) {
      return f.doubleValue() == 0.0;
    }
    if (a instanceof org.jmlir.ir.attr.ArrayAttr arr) {
      return arr.elements().stream().allMatch(GlobalOp::isZero);
    }
    if (a instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr d) {
      for (byte b : d.rawData()) {
        if (b != 0) {
          return false;
        }
      }
      return true;
    }
    return false;
  }

  /** MLIR's GlobalOp::verify: what a global can hold (any llvm type but void, token, metadata and label). */
  static boolean validGlobalType(Type t) {
    return LlvmTypes.isCompatible(t)
        && !(t instanceof LlvmPrimitiveType p
            && switch (p.kind()) {
              case VOID, TOKEN, METADATA, LABEL -> true;
              default -> false;
            });
  }

  /** MLIR's GlobalOp::verifyRegions: the initializer returns one value of the global's type. */
  private static boolean verifyInitializer(Operation op) {
    GlobalOp g = (GlobalOp) op;
    if (g.initializer().isEmpty()) {
      return true;
    }
    Operation ret = g.initializer().front().terminator();
    if (ret == null || ret.numOperands() == 0) {
      return op.emitOpError("initializer region cannot return void").report();
    }
    Type returned = ret.operand(0).type();
    if (returned != g.globalType()) {
      return op.emitOpError(
              "initializer region type '" + org.jmlir.ir.ods.Texts.type(returned) + "' does not match global type '"
                  + org.jmlir.ir.ods.Texts.type(g.globalType()) + "'")
          .report();
    }
    for (Operation o : g.initializer().front()) {
      if (o != ret && !org.jmlir.ir.rewrite.SideEffects.isMemoryEffectFree(o)) {
        return o.emitError("ops with side effects not allowed in global initializers").report();
      }
    }
    return true;
  }

  private static boolean verify(Operation op) {
    GlobalOp g = (GlobalOp) op;
    if (!validGlobalType(g.globalType())) {
      return op.emitOpError("expects type to be a valid element type for an LLVM global").report();
    }
    if (g.value() instanceof StringAttr str) {
      if (!(g.globalType() instanceof LlvmArrayType a)
          || !(a.elementType() instanceof IntegerType i && i.width() == 8)
          || a.numElements() != str.value().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1).length) {
        return op.emitOpError("requires an i8 array type of the length equal to that of the string attribute").report();
      }
    }
    if (g.globalType() instanceof LlvmTargetExtType x && !x.canBeGlobal()) {
      return op.emitOpError("this target extension type cannot be used in a global").report();
    }
    if (g.globalType() instanceof LlvmTargetExtType && g.value() != null) {
      return op.emitOpError("global with target extension type can only be initialized with zero-initializer").report();
    }
    if (g.linkage().equals("common") && g.value() != null && !isZero(g.value())) {
      return op.emitOpError("expected zero value for 'common' linkage").report();
    }
    if (g.linkage().equals("appending") && !(g.globalType() instanceof LlvmArrayType)) {
      return op.emitOpError("expected array type for 'appending' linkage").report();
    }
    if (!FuncOp.verifyComdat(op)) {
      return false;
    }
    long align = g.alignment();
    if (op.inherentAttr("alignment") != null && (align <= 0 || (align & (align - 1)) != 0)) {
      return op.emitError("alignment attribute is not a power of 2").report();
    }
    if (g.value() != null && !g.initializer().isEmpty()) {
      return op.emitOpError("cannot have both initializer value and region").report();
    }
    return true;
  }

  /** Matches mlir-opt 22's GlobalOp::print/parse. */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      LlvmSpecs.parseGlobalHead(p, props);
      if (p.parseOptionalKeyword("constant")) {
        props.add(new NamedAttribute("constant", UnitAttr.get(ctx)));
      }
      props.add(new NamedAttribute("sym_name", StringAttr.get(ctx, p.parseSymbolName())));
      p.parseLParen();
      Attribute value = null;
      if (!p.parseOptionalRParen()) {
        value = p.parseAttribute(null);
        p.parseRParen();
        props.add(new NamedAttribute("value", value));
      }
      if (p.parseOptionalKeyword("comdat")) {
        p.parseLParen();
        props.add(new NamedAttribute("comdat", p.parseAttribute(null)));
        p.parseRParen();
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      LlvmSpecs.splitAttrs(DEF, attrs, props, state);
      Type type = null;
      if (p.parseOptionalColon()) {
        type = p.parseType();
        if (p.parseOptionalComma()) {
          throw p.emitError(p.nameOffset(), "expected zero or one type");
        }
      }
      Region init = state.addRegion();
      p.parseOptionalRegion(init, List.of(), false);
      if (type == null) {
        if (value instanceof StringAttr s) {
          type = LlvmArrayType.get(ctx, IntegerType.get(ctx, 8), s.value().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1).length);
        } else {
          throw p.emitError(p.nameOffset(), "type can only be omitted for string globals");
        }
      }
      props.add(new NamedAttribute("global_type", TypeAttr.get(ctx, type)));
      state.properties = DictionaryAttr.get(ctx, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      GlobalOp g = (GlobalOp) op;
      LlvmSpecs.printGlobalHead(g, g.linkage(), p);
      if (g.isConstant()) {
        p.print("constant ");
      }
      p.printSymbolName(g.symName());
      p.print('(');
      if (g.value() != null) {
        p.printAttribute(g.value());
      }
      p.print(')');
      if (op.inherentAttr("comdat") != null) {
        p.print(" comdat(");
        p.printAttribute(op.inherentAttr("comdat"));
        p.print(")");
      }
      // Matches mlir-opt 22: addr_space is printed even at its default.
      p.printOptionalAttrDict(LlvmSpecs.attrsAfterGlobalHead(op), ELIDED);
      boolean stringValue = g.value() instanceof StringAttr s
          && g.globalType() == LlvmArrayType.get(op.context(), IntegerType.get(op.context(), 8), s.value().getBytes(java.nio.charset.StandardCharsets.ISO_8859_1).length);
      if (!stringValue) {
        p.print(" : ");
        p.printType(g.globalType());
      }
      if (!g.initializer().isEmpty()) {
        p.print(' ');
        p.printRegion(g.initializer(), false, true, false);
      }
    }
  }
}
