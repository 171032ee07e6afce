package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.interfaces.CallOpInterface;
import org.jmlir.ir.loc.Location;
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
 * {@code llvm.call @f(%a) : (i32) -> i32}, or indirect {@code llvm.call %fp(%a) : !llvm.ptr, (i32) ->
 * i32}; a variadic callee carries {@code vararg(!llvm.func<...>)}. Properties: {@code callee}
 * (absent when indirect), {@code var_callee_type}, {@code CConv}, {@code TailCallKind},
 * {@code fastmathFlags}, {@code op_bundle_sizes} and the operand segments (callee operands, bundle
 * operands).
 */
public final class CallOp extends LlvmOp {
  private static final List<String> ELIDED =
      List.of("callee", "var_callee_type", "CConv", "TailCallKind", "op_bundle_sizes", OpSpec.OPERAND_SEGMENTS);

  public static final OpDef DEF =
      LlvmSpecs.op("llvm.call", CallOp::new)
          .variadicOperand("callee_operands", LlvmSpecs.ANY)
          .variadicOperand("op_bundle_operands", LlvmSpecs.ANY)
          .optionalResult("result", LlvmSpecs.ANY)
          .optionalAttr("var_callee_type", AttrConstraint.of("type attribute of LLVM function type", a -> a instanceof TypeAttr t && t.value() instanceof LlvmFunctionType))
          .optionalAttr("callee", AttrConstraint.FLAT_SYMBOL_REF)
          .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, FastmathFlagsAttr::none)
          .defaultAttr("CConv", AttrConstraint.of("LLVM Calling Convention specification", a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.CCONV)), ctx -> LlvmKeywordAttr.cconv(ctx, "ccc"))
          .defaultAttr("TailCallKind", AttrConstraint.of("LLVM Calling Convention specification", a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.TAIL_CALL_KIND)), ctx -> LlvmKeywordAttr.tailCallKind(ctx, "none"))
          .defaultAttr("op_bundle_sizes", AttrConstraint.of("i32 dense array attribute", a -> a instanceof DenseArrayAttr), ctx -> DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[0]))
          .addInterface(
              CallOpInterface.class,
              new CallOpInterface() {
                @Override
                public Callee callee(Operation call) {
                  String c = ((CallOp) call).callee();
                  return c != null ? new Callee.Symbol(SymbolRefAttr.get(call.context(), c)) : new Callee.Indirect(call.operand(0));
                }

                @Override
                public List<Value> argOperands(Operation call) {
                  return ((CallOp) call).args();
                }
              })
          .assembly(new Syntax())
          .build();

  private CallOp() {}

  /** The callee's name, or null for an indirect call (operand 0 is then the function pointer). */
  public String callee() {
    return inherentAttr("callee") instanceof SymbolRefAttr s ? s.root() : null;
  }

  /** The arguments passed (without the function pointer of an indirect call). */
  public List<Value> args() {
    int n = calleeOperandCount();
    return operands().subList(callee() == null ? 1 : 0, n);
  }

  private int calleeOperandCount() {
    return inherentAttr(OpSpec.OPERAND_SEGMENTS) instanceof DenseArrayAttr d ? (int) d.rawValue(0) : numOperands();
  }

  /** The variadic callee's type, or null. */
  public LlvmFunctionType varCalleeType() {
    return (LlvmFunctionType) typeAttr("var_callee_type");
  }

  /** A direct call of {@code callee} with {@code args}, returning {@code result} (null: void). */
  public static CallOp create(MLIRContext ctx, Location loc, String callee, Type result, List<? extends Value> args) {
    OperationState s = new OperationState(ctx, DEF, loc);
    s.addOperands(args);
    if (result != null) {
      s.addType(result);
    }
    List<NamedAttribute> props = new ArrayList<>();
    props.add(new NamedAttribute("callee", SymbolRefAttr.get(ctx, callee)));
    props.add(new NamedAttribute(OpSpec.OPERAND_SEGMENTS, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {args.size(), 0})));
    s.properties = DictionaryAttr.get(ctx, props);
    return (CallOp) Operation.create(s);
  }

  /** An indirect call through {@code fn} (a pointer) with {@code args}, returning {@code result} (null: void). */
  public static CallOp createIndirect(MLIRContext ctx, Location loc, Value fn, Type result, List<? extends Value> args) {
    OperationState s = new OperationState(ctx, DEF, loc);
    s.addOperand(fn);
    s.addOperands(args);
    if (result != null) {
      s.addType(result);
    }
    s.properties =
        DictionaryAttr.get(
            ctx,
            List.of(new NamedAttribute(OpSpec.OPERAND_SEGMENTS, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {args.size() + 1, 0}))));
    return (CallOp) Operation.create(s);
  }

  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      String cconv = p.parseOptionalKeyword(LlvmKeywordAttr.CCONVS);
      if (cconv != null) {
        props.add(new NamedAttribute("CConv", LlvmKeywordAttr.cconv(ctx, cconv)));
      }
      String tail = p.parseOptionalKeyword(List.of("tail", "musttail", "notail"));
      if (tail != null) {
        props.add(new NamedAttribute("TailCallKind", LlvmKeywordAttr.tailCallKind(ctx, tail)));
      }
      String callee = p.parseOptionalSymbolName();
      UnresolvedOperand fnPtr = null;
      if (callee != null) {
        props.add(new NamedAttribute("callee", SymbolRefAttr.get(ctx, callee)));
      } else {
        fnPtr = p.parseOperand();
      }
      List<UnresolvedOperand> args = p.parseOperandList(Delimiter.PAREN, -1);
      if (p.parseOptionalKeyword("vararg")) {
        p.parseLParen();
        Type vt = p.parseType();
        p.parseRParen();
        props.add(new NamedAttribute("var_callee_type", TypeAttr.get(ctx, vt)));
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      LlvmSpecs.splitAttrs(DEF, attrs, props, state);
      p.parseColon();
      int typeAt = p.currentOffset();
      if (fnPtr != null) {
        Type ptrType = p.parseType();
        p.parseComma();
        state.operands.add(p.resolveOperand(fnPtr, ptrType));
      }
      Type ft = p.parseType();
      if (!(ft instanceof FunctionType f)) {
        throw p.emitError(typeAt, "expected function type");
      }
      p.resolveOperands(args, f.inputs(), typeAt, state.operands);
      if (f.results().size() > 1) {
        throw p.emitError(typeAt, "expected function with 0 or 1 result");
      }
      state.resultTypes.addAll(f.results());
      props.add(new NamedAttribute(OpSpec.OPERAND_SEGMENTS, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {state.operands.size(), 0})));
      state.properties = DictionaryAttr.get(ctx, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      CallOp c = (CallOp) op;
      p.print(' ');
      if (op.inherentAttr("CConv") instanceof LlvmKeywordAttr k && !k.keyword().equals("ccc")) {
        p.print(k.keyword()).print(' ');
      }
      if (op.inherentAttr("TailCallKind") instanceof LlvmKeywordAttr k && !k.keyword().equals("none")) {
        p.print(k.keyword()).print(' ');
      }
      String callee = c.callee();
      if (callee != null) {
        p.printSymbolName(callee);
      } else {
        p.printOperand(op.operand(0));
      }
      p.print('(');
      p.printOperands(c.args());
      p.print(')');
      if (c.varCalleeType() != null) {
        p.print(" vararg(");
        p.printType(c.varCalleeType());
        p.print(')');
      }
      p.printOptionalAttrDict(FuncOp.withoutDefaults(op), ELIDED);
      p.print(" : ");
      if (callee == null) {
        p.printType(op.operand(0).type());
        p.print(", ");
      }
      List<Type> argTypes = new ArrayList<>();
      for (Value v : c.args()) {
        argTypes.add(v.type());
      }
      p.printType(FunctionType.get(op.context(), argTypes, op.resultTypes()));
    }
  }
}
