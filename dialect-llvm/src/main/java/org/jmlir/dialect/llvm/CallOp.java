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
      List.of("callee", "var_callee_type", "CConv", "TailCallKind", "op_bundle_sizes", OpSpec.OPERAND_SEGMENTS, "arg_attrs", "res_attrs", "op_bundle_tags");

  public static final OpDef DEF =
      LlvmSpecs.op("llvm.call", CallOp::new)
          .variadicOperand("callee_operands", LlvmSpecs.ANY)
          .variadicOperand("op_bundle_operands", LlvmSpecs.ANY)
          .optionalResult("result", LlvmSpecs.ANY)
          .optionalAttr("var_callee_type", AttrConstraint.of("type attribute of LLVM function type", a -> a instanceof TypeAttr t && t.value() instanceof LlvmFunctionType))
          .optionalAttr("callee", AttrConstraint.FLAT_SYMBOL_REF)
          .defaultAttr("fastmathFlags", LlvmSpecs.FASTMATH, LlvmSpecs.NO_FASTMATH)
          .defaultAttr("CConv", AttrConstraint.of("LLVM Calling Convention specification", a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.CCONV)), ctx -> LlvmKeywordAttr.cconv(ctx, "ccc"))
          .defaultAttr("TailCallKind", AttrConstraint.of("LLVM Calling Convention specification", a -> a instanceof LlvmKeywordAttr k && k.is(LlvmKeywordAttr.TAIL_CALL_KIND)), ctx -> LlvmKeywordAttr.tailCallKind(ctx, "none"))
          // Required, as in MLIR 22 (the generic form must spell it); the operand segments start as
          // MLIR's zero-initialized property, [0, 0].
          .attr("op_bundle_sizes", AttrConstraint.of("i32 dense array attribute", a -> a instanceof DenseArrayAttr))
          .defaultAttr(OpSpec.OPERAND_SEGMENTS, AttrConstraint.of("i32 dense array attribute", a -> a instanceof DenseArrayAttr), ctx -> DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[2]))
          // MLIR 22's other call properties (printed in the attribute dictionary when set).
          .optionalAttr("op_bundle_tags", AttrConstraint.ARRAY)
          .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("res_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("convergent", AttrConstraint.UNIT)
          .optionalAttr("no_unwind", AttrConstraint.UNIT)
          .optionalAttr("will_return", AttrConstraint.UNIT)
          .optionalAttr("no_inline", AttrConstraint.UNIT)
          .optionalAttr("always_inline", AttrConstraint.UNIT)
          .optionalAttr("inline_hint", AttrConstraint.UNIT)
          .optionalAttr("memory_effects", AttrConstraint.ANY)
          .optionalAttr("access_groups", AttrConstraint.ARRAY)
          .optionalAttr("alias_scopes", AttrConstraint.ARRAY)
          .optionalAttr("noalias_scopes", AttrConstraint.ARRAY)
          .optionalAttr("tbaa", AttrConstraint.ARRAY)
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
          .addInterface(org.jmlir.ir.verify.SymbolUserOpInterface.class, CallOp::verifySymbolUses)
          .verifier(CallOp::verifyCall)
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
    return operands().subList(Math.min(callee() == null ? 1 : 0, n), n);
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
    return (CallOp) createWithoutBundles(ctx, DEF, loc, new NamedAttribute("callee", SymbolRefAttr.get(ctx, callee)), result, args);
  }

  /** A call-like op ({@code def}) named by {@code target}, with {@code args} and no bundles, returning {@code result} (null: nothing). */
  static Operation createWithoutBundles(MLIRContext ctx, OpDef def, Location loc, NamedAttribute target, Type result, List<? extends Value> args) {
    OperationState s = new OperationState(ctx, def, loc);
    s.addOperands(args);
    if (result != null) {
      s.addType(result);
    }
    List<NamedAttribute> props = new ArrayList<>();
    props.add(target);
    props.add(new NamedAttribute(OpSpec.OPERAND_SEGMENTS, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {args.size(), 0})));
    props.add(new NamedAttribute("op_bundle_sizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[0])));
    s.properties = DictionaryAttr.get(ctx, props);
    return Operation.create(s);
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
            List.of(
                new NamedAttribute(OpSpec.OPERAND_SEGMENTS, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {args.size() + 1, 0})),
                new NamedAttribute("op_bundle_sizes", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[0]))));
    return (CallOp) Operation.create(s);
  }

  private static boolean verifyCall(Operation op) {
    return verifyVarCalleeType(op, ((CallOp) op).args()) && verifyBundleTags(op);
  }

  /**
   * MLIR 22's verifyCallOpVarCalleeType (call and invoke): a var_callee_type is variadic, has at
   * most as many parameters as there are arguments, each the argument's type, and returns what the
   * op returns (void when it has no result).
   */
  static boolean verifyVarCalleeType(Operation op, List<Value> args) {
    if (!(op.inherentAttr("var_callee_type") instanceof TypeAttr t && t.value() instanceof LlvmFunctionType f)) {
      return true;
    }
    if (!f.isVarArg()) {
      return op.emitOpError("expected var_callee_type to be a variadic function type").report();
    }
    if (f.params().size() > args.size()) {
      return op.emitOpError("expected var_callee_type to have at most " + args.size() + " parameters").report();
    }
    for (int i = 0; i < f.params().size(); i++) {
      if (!f.params().get(i).equals(args.get(i).type())) {
        return op.emitOpError("var_callee_type parameter type mismatch: " + quoted(f.params().get(i)) + " != " + quoted(args.get(i).type())).report();
      }
    }
    if (op.numResults() == 0) {
      if (!(f.returnType() instanceof LlvmPrimitiveType p && p.isVoid())) {
        return op.emitOpError("expected var_callee_type to return void").report();
      }
    } else if (!op.result(0).type().equals(f.returnType())) {
      return op.emitOpError("var_callee_type return type mismatch: " + quoted(f.returnType()) + " != " + quoted(op.result(0).type())).report();
    }
    return true;
  }

  /** MLIR 22's verifyOperandBundles: one string tag per bundle. */
  static boolean verifyBundleTags(Operation op) {
    int bundles = op.inherentAttr("op_bundle_sizes") instanceof DenseArrayAttr d ? d.size() : 0;
    org.jmlir.ir.attr.Attribute tagsAttr = op.inherentAttr("op_bundle_tags");
    int tags = 0;
    if (tagsAttr instanceof org.jmlir.ir.attr.ArrayAttr a) {
      for (int i = 0; i < a.size(); i++) {
        if (!(a.get(i) instanceof org.jmlir.ir.attr.StringAttr)) {
          return op.emitError("operand bundle tag must be a StringAttr").report();
        }
      }
      tags = a.size();
    }
    if (bundles != tags) {
      return op.emitError("expected " + bundles + " operand bundle tags, but actually got " + tags).report();
    }
    return true;
  }

  private static String quoted(Type t) {
    return "'" + org.jmlir.ir.ods.Texts.type(t) + "'";
  }

  /**
   * MLIR's CallOp::verifySymbolUses: a direct call names an llvm.func whose parameters and result
   * match the call's operands and result (an indirect call is not checked against a callee).
   */
  private static boolean verifySymbolUses(Operation op) {
    CallOp call = (CallOp) op;
    String name = call.callee();
    if (name == null) {
      if (op.numOperands() == 0) {
        return op.emitOpError("must have either a `callee` attribute or at least an operand").report();
      }
      if (!(op.operand(0).type() instanceof LlvmPointerType)) {
        return op.emitOpError("indirect call expects a pointer as callee: " + quoted(op.operand(0).type())).report();
      }
      return true;
    }
    Operation target = org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(op, SymbolRefAttr.get(op.context(), name));
    if (target == null) {
      return op.emitOpError("'" + name + "' does not reference a symbol in the current scope").report();
    }
    LlvmFunctionType type;
    if (target instanceof FuncOp fn) {
      type = fn.functionType();
    } else if (target.name().equals("llvm.mlir.ifunc")) {
      type = (LlvmFunctionType) ((org.jmlir.ir.attr.TypeAttr) target.inherentAttr("i_func_type")).value();
    } else {
      return op.emitOpError("'" + name + "' does not reference a valid LLVM function or IFunc").report();
    }
    if (type.isVarArg() && op.inherentAttr("var_callee_type") == null) {
      return op.emitOpError("missing var_callee_type attribute for vararg call").report();
    }
    List<Value> args = call.args();
    int n = type.params().size();
    if (!type.isVarArg() && n != args.size()) {
      return op.emitOpError("incorrect number of operands (" + args.size() + ") for callee (expecting: " + n + ")").report();
    }
    if (n > args.size()) {
      return op.emitOpError("incorrect number of operands (" + args.size() + ") for varargs callee (expecting at least: " + n + ")").report();
    }
    for (int i = 0; i < n; i++) {
      if (!args.get(i).type().equals(type.params().get(i))) {
        return op.emitOpError(
                "operand type mismatch for operand " + i + ": '" + org.jmlir.ir.ods.Texts.type(args.get(i).type()) + "' != '"
                    + org.jmlir.ir.ods.Texts.type(type.params().get(i)) + "'")
            .report();
      }
    }
    boolean isVoid = type.returnType() instanceof LlvmPrimitiveType p && p.isVoid();
    if (op.numResults() == 0 && !isVoid) {
      return op.emitOpError("expected function call to produce a value").report();
    }
    if (op.numResults() != 0 && isVoid) {
      return op.emitOpError("calling function with void result must not produce values").report();
    }
    if (op.numResults() == 1 && !op.result(0).type().equals(type.returnType())) {
      return op.emitOpError(
              "result type mismatch: '" + org.jmlir.ir.ods.Texts.type(op.result(0).type()) + "' != '"
                  + org.jmlir.ir.ods.Texts.type(type.returnType()) + "'")
          .report();
    }
    // As LLVM's verifier: a call that could be inlined (to a definition with a DISubprogram) from a
    // function with a DISubprogram needs a location.
    if (op.location() instanceof org.jmlir.ir.loc.UnknownLoc && target instanceof FuncOp fn && !fn.isExternal()
        && hasSubprogram(fn.location())) {
      Operation parent = op.parentOp();
      while (parent != null && !(parent instanceof FuncOp)) {
        parent = parent.parentOp();
      }
      if (parent != null && hasSubprogram(parent.location())) {
        return op.emitError("inlinable function call in a function with a DISubprogram location must have a debug location").report();
      }
    }
    return true;
  }

  /** The location is, or holds, a fused location whose metadata is a #llvm.di_subprogram. */
  private static boolean hasSubprogram(org.jmlir.ir.loc.Location loc) {
    if (loc instanceof org.jmlir.ir.loc.FusedLoc f) {
      if (f.metadata() instanceof LlvmParamAttr a && a.is("di_subprogram")) {
        return true;
      }
      for (org.jmlir.ir.loc.Location l : f.locations()) {
        if (hasSubprogram(l)) {
          return true;
        }
      }
    }
    return false;
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
      String tail = p.parseOptionalKeyword(List.of("tail", "musttail", "notail", "none"));
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
      OpBundles.Parsed bundles = OpBundles.parse(p);
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      LlvmSpecs.splitAttrs(DEF, attrs, props, state);
      // MLIR 22's parseCallTypeAndResolveOperands: its errors point at the colon.
      int colonAt = p.currentOffset();
      p.parseColon();
      int typeAt = p.currentOffset();
      if (fnPtr != null) {
        Type ptrType = p.parseType();
        if (!p.parseOptionalComma()) {
          throw p.emitError(colonAt, "expected indirect call to have 2 trailing types");
        }
        state.operands.add(p.resolveOperand(fnPtr, ptrType));
      }
      FunctionType f;
      try {
        f = parseTypeWithAttrs(p, props);
      } catch (org.jmlir.ir.parse.ParseException e) {
        // The signature's own error is reported; MLIR adds this one after it.
        throw p.emitError(colonAt, fnPtr == null ? "expected direct call to have 1 trailing types" : "expected trailing function type");
      }
      finishSignature(p, state, props, args, bundles, f, typeAt, colonAt, true);
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
      OpBundles.print(op, p, c.calleeOperandCount());
      p.printOptionalAttrDict(FuncOp.withoutDefaults(op), ELIDED);
      p.print(" : ");
      if (callee == null) {
        p.printType(op.operand(0).type());
        p.print(", ");
      }
      printTypeWithAttrs(p, c.args(), op.resultTypes(), op.inherentAttr("arg_attrs"), op.inherentAttr("res_attrs"));
    }
  }

  /**
   * The end of a call-like op's custom form (llvm.call, llvm.call_intrinsic): its function type with
   * argument/result attributes (at {@code typeAt}), which types {@code args} and the result; then the
   * bundles' operands, their properties and the two operand segments (callee operands, bundles).
   */
  static void parseSignatureAndBundles(OpAsmParser p, OperationState state, List<NamedAttribute> props,
      List<UnresolvedOperand> args, OpBundles.Parsed bundles, int typeAt) {
    finishSignature(p, state, props, args, bundles, parseTypeWithAttrs(p, props), typeAt, typeAt, false);
  }

  /**
   * Resolves the arguments and operand bundles against the parsed function type and sets the
   * results and properties; errors about the type point at {@code errAt} (llvm.call: its colon).
   */
  private static void finishSignature(OpAsmParser p, OperationState state, List<NamedAttribute> props,
      List<UnresolvedOperand> args, OpBundles.Parsed bundles, FunctionType f, int typeAt, int errAt, boolean rejectVoid) {
    MLIRContext ctx = p.context();
    p.resolveOperands(args, f.inputs(), typeAt, state.operands);
    if (f.results().size() > 1) {
      throw p.emitError(errAt, "expected function with 0 or 1 result");
    }
    if (rejectVoid && f.results().size() == 1 && f.results().get(0) instanceof LlvmPrimitiveType v && v.isVoid()) {
      throw p.emitError(errAt, "expected a non-void result type");
    }
    state.resultTypes.addAll(f.results());
    int calleeOperands = state.operands.size();
    bundles.resolve(p, state.operands);
    props.removeIf(a -> a.name().equals("op_bundle_sizes") || a.name().equals("op_bundle_tags"));
    bundles.addProperties(ctx, props);
    props.add(new NamedAttribute(OpSpec.OPERAND_SEGMENTS, DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {calleeOperands, state.operands.size() - calleeOperands})));
    state.properties = DictionaryAttr.get(ctx, props);
  }

  /**
   * The call's function type, each argument and result type optionally followed by its attribute
   * dictionary ({@code (i32 {llvm.noundef}) -> (i32 {llvm.zeroext})}), which become
   * {@code arg_attrs} / {@code res_attrs} when any is given.
   */
  static FunctionType parseTypeWithAttrs(OpAsmParser p, List<NamedAttribute> props) {
    MLIRContext ctx = p.context();
    List<Type> ins = new ArrayList<>();
    List<org.jmlir.ir.attr.Attribute> argAttrs = new ArrayList<>();
    boolean anyArg = false;
    p.parseLParen();
    if (!p.parseOptionalRParen()) {
      do {
        ins.add(p.parseType());
        List<NamedAttribute> d = new ArrayList<>();
        p.parseOptionalAttrDict(d);
        anyArg |= !d.isEmpty();
        argAttrs.add(DictionaryAttr.get(ctx, d));
      } while (p.parseOptionalComma());
      p.parseRParen();
    }
    p.parseArrow();
    List<Type> outs = new ArrayList<>();
    List<org.jmlir.ir.attr.Attribute> resAttrs = new ArrayList<>();
    boolean anyRes = false;
    if (p.parseOptionalLParen()) {
      if (!p.parseOptionalRParen()) {
        do {
          outs.add(p.parseType());
          List<NamedAttribute> d = new ArrayList<>();
          p.parseOptionalAttrDict(d);
          anyRes |= !d.isEmpty();
          resAttrs.add(DictionaryAttr.get(ctx, d));
        } while (p.parseOptionalComma());
        p.parseRParen();
      }
    } else {
      outs.add(p.parseType());
    }
    if (anyArg) {
      props.add(new NamedAttribute("arg_attrs", org.jmlir.ir.attr.ArrayAttr.get(ctx, argAttrs)));
    }
    if (anyRes) {
      props.add(new NamedAttribute("res_attrs", org.jmlir.ir.attr.ArrayAttr.get(ctx, resAttrs)));
    }
    return FunctionType.get(ctx, ins, outs);
  }

  static void printTypeWithAttrs(OpAsmPrinter p, List<Value> args, List<Type> results,
      org.jmlir.ir.attr.Attribute argAttrs, org.jmlir.ir.attr.Attribute resAttrs) {
    p.print('(');
    for (int i = 0; i < args.size(); i++) {
      p.print(i > 0 ? ", " : "");
      p.printType(args.get(i).type());
      printDict(p, argAttrs, i);
    }
    p.print(") -> ");
    boolean resultDicts = false;
    for (int i = 0; i < results.size(); i++) {
      resultDicts |= dict(resAttrs, i) != null;
    }
    if (results.size() == 1 && !resultDicts) {
      p.printType(results.get(0));
      return;
    }
    p.print('(');
    for (int i = 0; i < results.size(); i++) {
      p.print(i > 0 ? ", " : "");
      p.printType(results.get(i));
      printDict(p, resAttrs, i);
    }
    p.print(')');
  }

  private static DictionaryAttr dict(org.jmlir.ir.attr.Attribute attrs, int i) {
    return attrs instanceof org.jmlir.ir.attr.ArrayAttr a && i < a.size() && a.get(i) instanceof DictionaryAttr d && !d.entries().isEmpty() ? d : null;
  }

  private static void printDict(OpAsmPrinter p, org.jmlir.ir.attr.Attribute attrs, int i) {
    DictionaryAttr d = dict(attrs, i);
    if (d != null) {
      p.printOptionalAttrDict(d.entries(), List.of());
    }
  }
}
