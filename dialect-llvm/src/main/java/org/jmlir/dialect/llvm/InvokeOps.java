package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * Exception handling: {@code llvm.invoke @f(%a) to ^ok unwind ^bad : (i32) -> i32} (a call with a
 * normal and an unwind successor), {@code llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>} and
 * {@code llvm.resume %v : type}. Operands of invoke: callee operands, normal-destination operands,
 * unwind-destination operands, bundle operands (segment sizes).
 */
public final class InvokeOps {
  private InvokeOps() {}

  private static final List<String> INVOKE_ELIDED =
      List.of("callee", "var_callee_type", "CConv", "op_bundle_sizes", OpSpec.OPERAND_SEGMENTS, "op_bundle_tags", "arg_attrs", "res_attrs");

  public static final OpDef INVOKE =
      LlvmSpecs.op("llvm.invoke", LlvmSpecs.LLVM_OP)
          .variadicOperand("callee_operands", LlvmSpecs.ANY)
          .variadicOperand("normalDestOperands", LlvmSpecs.ANY)
          .variadicOperand("unwindDestOperands", LlvmSpecs.ANY)
          .variadicOperand("op_bundle_operands", LlvmSpecs.ANY)
          .optionalResult("result", LlvmSpecs.ANY)
          .optionalAttr("var_callee_type", AttrConstraint.ANY)
          .optionalAttr("callee", AttrConstraint.FLAT_SYMBOL_REF)
          .defaultAttr("CConv", AttrConstraint.of("LLVM Calling Convention specification", a -> a instanceof LlvmKeywordAttr), ctx -> LlvmKeywordAttr.cconv(ctx, "ccc"))
          .defaultAttr("op_bundle_sizes", AttrConstraint.of("i32 dense array attribute", a -> a instanceof DenseArrayAttr), ctx -> DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[0]))
          .optionalAttr("op_bundle_tags", AttrConstraint.ARRAY)
          .optionalAttr("branch_weights", AttrConstraint.ANY)
          .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("res_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .successor("normalDest")
          .successor("unwindDest")
          .traits(Trait.TERMINATOR)
          .verifier(InvokeOps::verifyInvoke)
          .assembly(new InvokeSyntax())
          .build();

  /** MLIR's branch-interface check of both destinations' operands against their blocks' arguments. */
  private static boolean verifyDestinations(Operation op) {
    if (!(op.inherentAttr(OpSpec.OPERAND_SEGMENTS) instanceof DenseArrayAttr seg) || seg.size() != 4) {
      return true;
    }
    int start = (int) seg.rawValue(0);
    for (int s = 0; s < 2 && s < op.numSuccessors(); s++) {
      int n = (int) seg.rawValue(1 + s);
      org.jmlir.ir.Block dest = op.successor(s);
      if (dest == null) {
        continue;
      }
      if (n != dest.numArguments()) {
        return op.emitError("branch has " + n + " operands for successor #" + s + ", but target block has " + dest.numArguments()).report();
      }
      for (int i = 0; i < n; i++) {
        if (op.operand(start + i).type() != dest.argument(i).type()) {
          return op.emitError("type mismatch for bb argument #" + i + " of successor #" + s).report();
        }
      }
      start += n;
    }
    return true;
  }

  public static final OpDef LANDINGPAD =
      LlvmSpecs.op("llvm.landingpad", LlvmSpecs.LLVM_OP)
          .variadicOperand("clauses", LlvmSpecs.ANY)
          .optionalAttr("cleanup", AttrConstraint.UNIT)
          .result("res", LlvmSpecs.ANY)
          .assembly(new LandingpadSyntax())
          .verifier(InvokeOps::verifyLandingpad)
          .build();

  /** MLIR 22's InvokeOp::verify, the part about a variadic callee's type and bundle tags. */
  private static boolean verifyInvoke(Operation op) {
    if (!verifyDestinations(op)) {
      return false;
    }
    int nCallee = op.inherentAttr(OpSpec.OPERAND_SEGMENTS) instanceof DenseArrayAttr seg ? (int) seg.rawValue(0) : op.numOperands();
    boolean direct = op.inherentAttr("callee") instanceof SymbolRefAttr;
    return CallOp.verifyVarCalleeType(op, op.operands().subList(direct ? 0 : Math.min(1, nCallee), nCallee)) && CallOp.verifyBundleTags(op);
  }

  /** MLIR 22's LandingpadOp::verify: in a function with a personality; catch clauses are constant addresses. */
  private static boolean verifyLandingpad(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p instanceof FuncOp f) {
        if (f.inherentAttr("personality") == null) {
          return op.emitError("llvm.landingpad needs to be in a function with a personality").report();
        }
        break;
      }
    }
    if (op.inherentAttr("cleanup") == null && op.numOperands() == 0) {
      return op.emitError("landingpad instruction expects at least one clause or cleanup attribute").report();
    }
    for (int i = 0; i < op.numOperands(); i++) {
      org.jmlir.ir.Value clause = op.operand(i);
      if (clause.type() instanceof LlvmArrayType) {
        continue; // a filter clause
      }
      Operation def = clause.definingOp();
      if (def != null && def.name().equals("llvm.bitcast")) {
        Operation arg = def.operand(0).definingOp();
        if (arg instanceof AddressOfOp) {
          continue;
        }
        return op.emitError("constant clauses expected")
            .attachNote(def.location(), "global addresses expected as operand to bitcast used in clauses for landingpad")
            .report();
      }
      if (def instanceof AddressOfOp || (def != null && def.name().equals("llvm.mlir.zero"))) {
        continue;
      }
      return op.emitError("clause #" + i + " is not a known constant - null, addressof, bitcast").report();
    }
    return true;
  }

  public static final OpDef RESUME =
      LlvmSpecs.op("llvm.resume", LlvmSpecs.LLVM_OP)
          .operand("value", LlvmSpecs.ANY)
          .traits(Trait.TERMINATOR)
          .format("$value attr-dict `:` type($value)")
          .build();

  private static final class InvokeSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      String cconv = p.parseOptionalKeyword(LlvmKeywordAttr.CCONVS);
      if (cconv != null) {
        props.add(new NamedAttribute("CConv", LlvmKeywordAttr.cconv(ctx, cconv)));
      }
      String callee = p.parseOptionalSymbolName();
      UnresolvedOperand fnPtr = callee == null ? p.parseOperand() : null;
      if (callee != null) {
        props.add(new NamedAttribute("callee", SymbolRefAttr.get(ctx, callee)));
      }
      List<UnresolvedOperand> args = p.parseOperandList(Delimiter.PAREN, -1);
      p.parseKeyword("to");
      List<Value> normalOps = new ArrayList<>();
      Block normal = p.parseSuccessorAndUseList(normalOps);
      p.parseKeyword("unwind");
      List<Value> unwindOps = new ArrayList<>();
      Block unwind = p.parseSuccessorAndUseList(unwindOps);
      if (p.parseOptionalKeyword("vararg")) {
        p.parseLParen();
        props.add(new NamedAttribute("var_callee_type", org.jmlir.ir.attr.TypeAttr.get(ctx, p.parseType())));
        p.parseRParen();
      }
      OpBundles.Parsed bundles = OpBundles.parse(p);
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      LlvmSpecs.splitAttrs(INVOKE, attrs, props, state);
      p.parseColon();
      int at = p.currentOffset();
      if (fnPtr != null) {
        Type pt = p.parseType();
        p.parseComma();
        state.operands.add(p.resolveOperand(fnPtr, pt));
      }
      FunctionType f = CallOp.parseTypeWithAttrs(p, props);
      p.resolveOperands(args, f.inputs(), at, state.operands);
      int calleeCount = state.operands.size();
      // MLIR 22's parser appends the bundle operands right after the callee's, before the
      // destinations' operands, while the segment sizes keep the declared order (callee, normal,
      // unwind, bundles): a bundle operand lands in the normal destination's segment (a type
      // mismatch unless the types agree). Reproduced as mlir-opt 22 behaves.
      int before = state.operands.size();
      bundles.resolve(p, state.operands);
      int bundleCount = state.operands.size() - before;
      state.operands.addAll(normalOps);
      state.operands.addAll(unwindOps);
      props.removeIf(a -> a.name().equals("op_bundle_sizes") || a.name().equals("op_bundle_tags"));
      bundles.addProperties(ctx, props);
      state.resultTypes.addAll(f.results());
      state.addSuccessor(normal);
      state.addSuccessor(unwind);
      props.add(new NamedAttribute(OpSpec.OPERAND_SEGMENTS, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {calleeCount, normalOps.size(), unwindOps.size(), bundleCount})));
      state.properties = DictionaryAttr.get(ctx, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      DenseArrayAttr seg = (DenseArrayAttr) op.inherentAttr(OpSpec.OPERAND_SEGMENTS);
      int nCallee = (int) seg.rawValue(0);
      int nNormal = (int) seg.rawValue(1);
      int nUnwind = (int) seg.rawValue(2);
      p.print(' ');
      if (op.inherentAttr("CConv") instanceof LlvmKeywordAttr k && !k.keyword().equals("ccc")) {
        p.print(k.keyword()).print(' ');
      }
      boolean direct = op.inherentAttr("callee") instanceof SymbolRefAttr;
      if (direct) {
        p.printSymbolName(((SymbolRefAttr) op.inherentAttr("callee")).root());
      } else {
        p.printOperand(op.operand(0));
      }
      List<Value> args = op.operands().subList(direct ? 0 : 1, nCallee);
      p.print('(');
      p.printOperands(args);
      p.print(") to ");
      p.printSuccessorAndUseList(op.successor(0), op.operands().subList(nCallee, nCallee + nNormal));
      p.print(" unwind ");
      p.printSuccessorAndUseList(op.successor(1), op.operands().subList(nCallee + nNormal, nCallee + nNormal + nUnwind));
      if (op.inherentAttr("var_callee_type") instanceof org.jmlir.ir.attr.TypeAttr vt) {
        p.print(" vararg(");
        p.printType(vt.value());
        p.print(')');
      }
      OpBundles.print(op, p, nCallee + nNormal + nUnwind);
      p.printOptionalAttrDict(FuncOp.withoutDefaults(op), INVOKE_ELIDED);
      p.print(" : ");
      if (!direct) {
        p.printType(op.operand(0).type());
        p.print(", ");
      }
      CallOp.printTypeWithAttrs(p, args, op.resultTypes(), op.inherentAttr("arg_attrs"), op.inherentAttr("res_attrs"));
    }
  }

  private static final class LandingpadSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      if (p.parseOptionalKeyword("cleanup")) {
        props.add(new NamedAttribute("cleanup", org.jmlir.ir.attr.UnitAttr.get(ctx)));
      }
      while (p.parseOptionalLParen()) {
        p.parseOptionalKeyword(List.of("catch", "filter"));
        UnresolvedOperand v = p.parseOperand();
        Type t = p.parseColonType();
        state.operands.add(p.resolveOperand(v, t));
        p.parseRParen();
      }
      state.resultTypes.add(p.parseColonType());
      if (!props.isEmpty()) {
        state.properties = DictionaryAttr.get(ctx, props);
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      if (op.inherentAttr("cleanup") != null) {
        p.print(" cleanup");
      }
      for (Value v : op.operands()) {
        // catch clauses hold pointers; filter clauses hold arrays (MLIR prints the kind by the type)
        p.print(v.type() instanceof LlvmArrayType ? " (filter " : " (catch ");
        p.printOperand(v);
        p.print(" : ");
        p.printType(v.type());
        p.print(")");
      }
      p.print(" : ");
      p.printType(op.result(0).type());
    }
  }
}
