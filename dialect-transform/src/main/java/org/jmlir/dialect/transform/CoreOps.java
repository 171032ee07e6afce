package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.func.FunctionSyntax;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.diag.InFlightDiagnostic;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.interfaces.CallableOpInterface;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.ods.format.FormatProgram;
import org.jmlir.ir.parse.Argument;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.IRPrinter;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.print.PrintOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/** The core transform ops (TransformOps.td, DebugExtensionOps.td): sequences, handle manipulation, printing. */
public final class CoreOps {
  private CoreOps() {}

  /** Every transform op instance. */
  public static final class TransformOp extends Operation {
    TransformOp() {}
  }

  static final TypeConstraint OP_HANDLE = new TypeConstraint("TransformHandleTypeInterface instance", TransformTypes::isOpHandle);
  static final TypeConstraint VALUE_HANDLE = new TypeConstraint("TransformValueHandleTypeInterface instance", TransformTypes::isValueHandle);
  static final TypeConstraint PARAM = new TypeConstraint("TransformParamTypeInterface instance", TransformTypes::isParam);
  static final TypeConstraint ANY_TRANSFORM =
      new TypeConstraint(
          "any transform handle or parameter",
          t -> t instanceof TransformTypes.HandleType);
  static final AttrConstraint I64 = AttrConstraint.signlessInteger(64);
  static final AttrConstraint BOOL =
      AttrConstraint.of("bool attribute", a -> a instanceof IntegerAttr i && i.isBool());

  static OpSpec.Builder define(String name) {
    return OpSpec.define(name, TransformOp::new);
  }

  // ---- transform.yield ---------------------------------------------------------------------------

  public static final OpDef YIELD =
      define("transform.yield")
          .variadicOperand("operands", ANY_TRANSFORM)
          .traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
          .assembly(new YieldSyntax())
          .build();

  /** {@code attr-dict ($operands^ `:` type($operands))?}, with mlir-opt's space before the absent group. */
  private static final class YieldSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      state.attributes.addAll(attrs);
      int offset = p.currentOffset();
      UnresolvedOperand first = p.parseOptionalOperand();
      if (first != null) {
        List<UnresolvedOperand> uses = new ArrayList<>();
        uses.add(first);
        while (p.parseOptionalComma()) {
          uses.add(p.parseOperand());
        }
        p.parseColon();
        FormatProgram.resolveOperands(p, uses, p.parseTypeList(), offset, state.operands);
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.printOptionalAttrDict(op.attributes().entries(), List.of());
      p.print(' ');
      if (op.numOperands() > 0) {
        p.printOperands(op.operands());
        p.print(" : ");
        Syntax.printTypes(p, op.operands());
      }
    }
  }

  /** Whether a region's implicit yield must be printed (it carries operands). */
  static boolean printsTerminator(Region r) {
    return !r.isEmpty() && r.front().last() != null && r.front().last().numOperands() > 0;
  }

  // ---- transform.named_sequence ------------------------------------------------------------------

  public static final OpDef NAMED_SEQUENCE =
      define("transform.named_sequence")
          .attr("sym_name", AttrConstraint.SYMBOL_NAME)
          .attr("function_type", AttrConstraint.FUNCTION_TYPE)
          .optionalAttr("sym_visibility", AttrConstraint.STRING)
          .optionalAttr("arg_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .optionalAttr("res_attrs", AttrConstraint.DICTIONARY_ARRAY)
          .region("body")
          .traits(Trait.FUNCTION_LIKE, Trait.ISOLATED_FROM_ABOVE, Trait.CALLABLE, Trait.SYMBOL)
          .addInterface(
              CallableOpInterface.class,
              new CallableOpInterface() {
                @Override
                public Region callableRegion(Operation callable) {
                  return callable.region(0).isEmpty() ? null : callable.region(0);
                }

                @Override
                public List<Type> resultTypes(Operation callable) {
                  return functionType(callable).results();
                }

                @Override
                public ArrayAttr argAttrs(Operation callable) {
                  return callable.inherentAttr("arg_attrs") instanceof ArrayAttr a ? a : null;
                }

                @Override
                public ArrayAttr resAttrs(Operation callable) {
                  return callable.inherentAttr("res_attrs") instanceof ArrayAttr a ? a : null;
                }
              })
          .assembly(new NamedSequenceSyntax())
          .verifier(CoreOps::verifyNamedSequence)
          .build();

  static FunctionType functionType(Operation op) {
    return op.inherentAttr("function_type") instanceof TypeAttr t && t.value() instanceof FunctionType f
        ? f
        : FunctionType.get(op.context(), List.of(), List.of());
  }

  private static boolean verifyNamedSequence(Operation op) {
    Operation parent = op.parentOp();
    if (parent == null
        || !parent.hasTrait(Trait.SYMBOL_TABLE)
        || parent.attr("transform.with_named_sequence") == null) {
      InFlightDiagnostic d =
          DiagnosedResult.error(op, "expects the parent symbol table to have the 'transform.with_named_sequence' attribute");
      if (parent != null) {
        d.attachNote(parent.location(), "symbol table operation");
      }
      return d.report();
    }
    FunctionType type = functionType(op);
    if (op.inherentAttr("arg_attrs") instanceof ArrayAttr a && a.size() != type.inputs().size()) {
      return op.emitOpError(
              "expects argument attribute array to have the same number of elements as the number of function"
                  + " arguments, got " + a.size() + ", but expected " + type.inputs().size())
          .report();
    }
    if (op.inherentAttr("res_attrs") instanceof ArrayAttr a && a.size() != type.results().size()) {
      return op.emitOpError(
              "expects result attribute array to have the same number of elements as the number of function"
                  + " results, got " + a.size() + ", but expected " + type.results().size())
          .report();
    }
    if (op.region(0).isEmpty()) {
      return true;
    }
    Block entry = op.region(0).front();
    if (entry.numArguments() != type.inputs().size()) {
      return op.emitOpError("expected the number of block arguments to match the number of function arguments")
          .report();
    }
    org.jmlir.ir.attr.ArrayAttr argAttrs = op.inherentAttr("arg_attrs") instanceof ArrayAttr a ? a : null;
    for (int i = 0; i < entry.numArguments(); i++) {
      boolean marked =
          argAttrs != null
              && argAttrs.get(i) instanceof DictionaryAttr d
              && d.get("transform.consumed") != null;
      if (!marked && isConsumed(entry.argument(i))) {
        return DiagnosedResult.error(op, "argument #" + i + " is consumed in the body but is not marked as such").report();
      }
    }
    Operation term = entry.last();
    if (term == null || !term.name().equals("transform.yield")) {
      return op.emitOpError("expected the body to end with a 'transform.yield'").report();
    }
    if (term.numOperands() != type.results().size()) {
      InFlightDiagnostic d =
          op.emitOpError(
              "expected terminator to have as many operands as the parent op has results ("
                  + type.results().size()
                  + ")");
      d.attachNote(term.location(), "terminator");
      return d.report();
    }
    return true;
  }

  /** Whether some use of {@code v} is an operand its op consumes. */
  static boolean isConsumed(Value v) {
    for (org.jmlir.ir.OpOperand use : v.uses()) {
      Operation user = use.owner();
      TransformOpInterface impl = user.def().getInterface(TransformOpInterface.class);
      if (impl != null && impl.consumesOperand(user, use.index())) {
        return true;
      }
    }
    return false;
  }

  /** Function-like syntax: {@code @name(%arg: T {attrs}) -> R attributes {...} {body}}. */
  private static final class NamedSequenceSyntax implements OpDef.Assembly {
    private static final List<String> ELIDED =
        List.of("sym_visibility", "function_type", "arg_attrs", "res_attrs", "sym_name");

    @Override
    public void parse(OpAsmParser p, OperationState state) {
      var ctx = p.context();
      List<NamedAttribute> props = new ArrayList<>();
      String vis = p.parseOptionalKeyword(List.of("public", "private", "nested"));
      if (vis != null) {
        props.add(new NamedAttribute("sym_visibility", StringAttr.get(ctx, vis)));
      }
      props.add(new NamedAttribute("sym_name", StringAttr.get(ctx, p.parseSymbolName())));
      List<Argument> args = new ArrayList<>();
      boolean[] named = {FunctionSyntax.parseArgumentList(p, args)};
      List<Type> results = new ArrayList<>();
      List<DictionaryAttr> resultAttrs = new ArrayList<>();
      if (p.parseOptionalArrow()) {
        FunctionSyntax.parseResultList(p, results, resultAttrs);
      }
      List<Type> inputs = new ArrayList<>();
      for (Argument a : args) {
        inputs.add(a.type());
      }
      props.add(new NamedAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, inputs, results))));
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDictWithKeyword(attrs);
      Syntax.partition(state, props, attrs);
      FunctionSyntax.addAttrArray(props, "arg_attrs", FunctionSyntax.argAttrs(args, ctx), ctx);
      FunctionSyntax.addAttrArray(props, "res_attrs", resultAttrs, ctx);
      state.properties = DictionaryAttr.get(ctx, props);
      Region body = state.addRegion();
      int bodyOffset = p.currentOffset();
      if (p.parseOptionalRegion(body, named[0] ? args : List.of(), false) && body.isEmpty()) {
        throw p.emitError(bodyOffset, "expected non-empty function body");
      }
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      if (op.inherentAttr("sym_visibility") instanceof StringAttr vis) {
        p.print(vis.value()).print(' ');
      }
      p.printSymbolName(((StringAttr) op.inherentAttr("sym_name")).value());
      FunctionType type = functionType(op);
      boolean external = op.region(0).isEmpty();
      p.print('(');
      FunctionSyntax.printArguments(op, p, type.inputs(), external);
      p.print(')');
      FunctionSyntax.printResults(op, p, type.results());
      p.printOptionalAttrDictWithKeyword(FormatProgram.attrDictionary(op), ELIDED);
      if (!external) {
        p.print(' ');
        p.printRegion(op.region(0), false, true, false);
      }
    }
  }

  /** Runs a named sequence's body with its arguments bound to {@code args}; {@code results} gets the yield. */
  static DiagnosedResult applyNamedSequence(Operation seq, TransformState state, List<List<?>> args, List<List<?>> results) {
    Block body = seq.region(0).front();
    for (int i = 0; i < body.numArguments() && i < args.size(); i++) {
      if (!state.setAssociated(seq, body.argument(i), args.get(i))) {
        return DiagnosedResult.definite();
      }
    }
    List<Value> yielded = new ArrayList<>();
    DiagnosedResult r = state.applyBlock(body, yielded);
    if (r.succeeded() && results != null) {
      for (Value v : yielded) {
        results.add(state.associated(v));
      }
    }
    return r;
  }

  // ---- transform.sequence ------------------------------------------------------------------------

  public static final OpDef SEQUENCE =
      define("transform.sequence")
          .optionalOperand("root", OP_HANDLE)
          .variadicOperand("extra_bindings", ANY_TRANSFORM)
          .variadicResult("results", ANY_TRANSFORM)
          .attr("failure_propagation_mode", Syntax.FAILURE_MODE)
          .sizedRegion("body", 1)
          .traits(Trait.SINGLE_BLOCK)
          .defaultDialect("transform")
          .assembly(new SequenceSyntax())
          .addInterface(TransformOpInterface.class, CoreOps::applySequence)
          .build();

  private static final class SequenceSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      var ctx = p.context();
      UnresolvedOperand root = p.parseOptionalOperand();
      List<UnresolvedOperand> extras = new ArrayList<>();
      List<Type> extraTypes = new ArrayList<>();
      Type rootType = null;
      if (root != null) {
        if (p.parseOptionalComma()) {
          extras.addAll(p.parseOperandList());
        }
        p.parseColon();
        boolean paren = p.parseOptionalLParen();
        rootType = p.parseType();
        if (!extras.isEmpty()) {
          p.parseComma();
          extraTypes.addAll(p.parseTypeList());
        }
        if (extraTypes.size() != extras.size()) {
          throw p.emitError("expected types to be provided for all operands");
        }
        if (paren) {
          p.parseOptionalRParen();
        }
        state.addOperand(p.resolveOperand(root, rootType));
        for (int i = 0; i < extras.size(); i++) {
          state.addOperand(p.resolveOperand(extras.get(i), extraTypes.get(i)));
        }
      }
      if (p.parseOptionalArrow()) {
        state.addTypes(p.parseTypeList());
      }
      p.parseKeyword("failures");
      p.parseLParen();
      Attribute mode = Syntax.FAILURE_MODE.parse(p);
      p.parseRParen();
      List<NamedAttribute> props = new ArrayList<>();
      props.add(new NamedAttribute("failure_propagation_mode", mode));
      props.add(
          new NamedAttribute(
              OpSpec.OPERAND_SEGMENTS,
              DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {root == null ? 0 : 1, extras.size()})));
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDictWithKeyword(attrs);
      Syntax.partition(state, props, attrs);
      state.properties = DictionaryAttr.get(ctx, props);
      Region body = state.addRegion();
      p.parseRegion(body, List.of(), false);
      Syntax.ensureTerminator(body, YIELD, ctx, Syntax.nameLocation(p));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      int[][] groups = SEQUENCE.extension(OpSpec.class).operandGroups(op);
      List<Value> operands = op.operands();
      p.print(' ');
      if (groups != null && groups[0][1] == 1) {
        p.printOperand(operands.get(0));
        List<Value> extras = operands.subList(groups[1][0], groups[1][0] + groups[1][1]);
        if (!extras.isEmpty()) {
          p.print(", ");
          p.printOperands(extras);
        }
        p.print(" : ");
        if (!extras.isEmpty()) {
          p.print('(');
        }
        p.printType(operands.get(0).type());
        if (!extras.isEmpty()) {
          p.print(", ");
          Syntax.printTypes(p, extras);
          p.print(')');
        }
      }
      if (op.numResults() > 0) {
        p.print(" -> ");
        Syntax.printTypes(p, op.results());
      }
      p.print(" failures(");
      Syntax.FAILURE_MODE.print(op.inherentAttr("failure_propagation_mode"), p);
      p.print(')');
      p.printOptionalAttrDictWithKeyword(
          FormatProgram.attrDictionary(op), List.of("failure_propagation_mode", OpSpec.OPERAND_SEGMENTS));
      p.print(' ');
      p.printRegion(op.region(0), true, printsTerminator(op.region(0)), false);
    }
  }

  private static DiagnosedResult applySequence(Operation op, TransformState state) {
    Block body = op.region(0).front();
    int[][] groups = SEQUENCE.extension(OpSpec.class).operandGroups(op);
    List<Value> operands = op.operands();
    if (body.numArguments() > 0) {
      List<?> rootPayload =
          groups != null && groups[0][1] == 1 ? state.payloadOps(operands.get(0)) : List.of(state.topLevel());
      if (!state.setAssociated(op, body.argument(0), rootPayload)) {
        return DiagnosedResult.definite();
      }
      int first = groups == null ? 0 : groups[1][0];
      for (int i = 1; i < body.numArguments() && groups != null && i - 1 < groups[1][1]; i++) {
        if (!state.setAssociated(op, body.argument(i), state.associated(operands.get(first + i - 1)))) {
          return DiagnosedResult.definite();
        }
      }
    }
    List<Value> yielded = new ArrayList<>();
    DiagnosedResult r = state.applyBlock(body, yielded);
    if (r.isDefinite()) {
      return r;
    }
    if (r.isSilenceable()) {
      if (Syntax.suppresses(op)) {
        return DiagnosedResult.success();
      }
      return r;
    }
    List<List<?>> results = new ArrayList<>();
    for (Value v : yielded) {
      results.add(state.associated(v));
    }
    return setResults(op, state, results);
  }

  // ---- transform.include -------------------------------------------------------------------------

  public static final OpDef INCLUDE =
      define("transform.include")
          .attr("target", AttrConstraint.FLAT_SYMBOL_REF)
          .attr("failure_propagation_mode", Syntax.FAILURE_MODE)
          .variadicOperand("operands", ANY_TRANSFORM)
          .variadicResult("results", ANY_TRANSFORM)
          .format(
              "$target `failures` `(` $failure_propagation_mode `)` `(` $operands `)` attr-dict `:`"
                  + " functional-type($operands, $results)")
          .verifier(CoreOps::verifyInclude)
          .addInterface(TransformOpInterface.class, CoreOps::applyInclude)
          .build();

  private static Operation lookupSequence(Operation from, String name) {
    for (Operation table = SymbolTable.nearestSymbolTable(from); table != null; table = table.parentOp() == null ? null : SymbolTable.nearestSymbolTable(table.parentOp())) {
      Operation found = SymbolTable.lookupSymbolIn(table, name);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private static String targetName(Operation op) {
    Attribute a = op.inherentAttr("target");
    return a instanceof SymbolRefAttr s ? s.root() : String.valueOf(a);
  }

  private static boolean verifyInclude(Operation op) {
    Operation target = lookupSequence(op, targetName(op));
    if (target == null || !target.name().equals("transform.named_sequence")) {
      return op.emitOpError("does not reference a named transform sequence").report();
    }
    FunctionType type = functionType(target);
    if (type.inputs().size() != op.numOperands()) {
      return op.emitOpError("incorrect number of operands for callee").report();
    }
    if (type.results().size() != op.numResults()) {
      return op.emitOpError("incorrect number of results for callee").report();
    }
    return true;
  }

  private static DiagnosedResult applyInclude(Operation op, TransformState state) {
    Operation callee = lookupSequence(op, targetName(op));
    if (callee == null || callee.region(0).isEmpty()) {
      return DiagnosedResult.definite(op.emitOpError("unresolved external named sequence"));
    }
    List<List<?>> args = new ArrayList<>();
    for (Value v : op.operands()) {
      args.add(state.associated(v));
    }
    List<List<?>> results = new ArrayList<>();
    DiagnosedResult r = applyNamedSequence(callee, state, args, results);
    if (r.isSilenceable() && Syntax.suppresses(op)) {
      return DiagnosedResult.success();
    }
    if (!r.succeeded()) {
      return r;
    }
    return setResults(op, state, results);
  }

  /** Associates the op's results, in order, with {@code results}; a definite failure on a type mismatch. */
  static DiagnosedResult setResults(Operation op, TransformState state, List<? extends List<?>> results) {
    for (int i = 0; i < op.numResults() && i < results.size(); i++) {
      if (!state.setAssociated(op, op.result(i), results.get(i))) {
        return DiagnosedResult.definite();
      }
    }
    return DiagnosedResult.success();
  }

  // ---- transform.foreach -------------------------------------------------------------------------

  public static final OpDef FOREACH =
      define("transform.foreach")
          .variadicOperand("targets", ANY_TRANSFORM)
          .optionalAttr("with_zip_shorter", AttrConstraint.UNIT)
          .variadicResult("results", ANY_TRANSFORM)
          .sizedRegion("body", 1)
          .traits(Trait.SINGLE_BLOCK)
          .defaultDialect("transform")
          .assembly(new ForeachSyntax())
          .addInterface(TransformOpInterface.class, CoreOps::applyForeach)
          .build();

  private static final class ForeachSyntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      var ctx = p.context();
      int offset = p.currentOffset();
      List<UnresolvedOperand> targets = p.parseOperandList();
      List<NamedAttribute> props = new ArrayList<>();
      if (p.parseOptionalKeyword("with_zip_shorter")) {
        props.add(new NamedAttribute("with_zip_shorter", UnitAttr.get(ctx)));
      }
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      p.parseColon();
      List<Type> types = p.parseTypeList();
      FormatProgram.resolveOperands(p, targets, types, offset, state.operands);
      if (p.parseOptionalArrow()) {
        state.addTypes(p.parseTypeList());
      }
      Syntax.partition(state, props, attrs);
      if (!props.isEmpty()) {
        state.properties = DictionaryAttr.get(ctx, props);
      }
      Region body = state.addRegion();
      p.parseRegion(body, List.of(), false);
      Syntax.ensureTerminator(body, YIELD, ctx, Syntax.nameLocation(p));
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperands(op.operands());
      if (op.inherentAttr("with_zip_shorter") != null) {
        p.print(" with_zip_shorter");
      }
      p.printOptionalAttrDict(FormatProgram.attrDictionary(op), List.of("with_zip_shorter"));
      p.print(" : ");
      Syntax.printTypes(p, op.operands());
      if (op.numResults() > 0) {
        p.print(" -> ");
        Syntax.printTypes(p, op.results());
      }
      p.print(' ');
      p.printRegion(op.region(0), true, printsTerminator(op.region(0)), false);
    }
  }

  private static DiagnosedResult applyForeach(Operation op, TransformState state) {
    List<List<?>> payloads = new ArrayList<>();
    int n = -1;
    boolean zipShorter = op.inherentAttr("with_zip_shorter") != null;
    for (Value v : op.operands()) {
      List<?> l = state.associated(v);
      payloads.add(l);
      if (n < 0) {
        n = l.size();
      } else if (l.size() != n) {
        if (!zipShorter) {
          InFlightDiagnostic d =
              DiagnosedResult.error(op, "prior targets' payload size (" + n + ") differs from payload size (" + l.size() + ") of target " + v);
          return DiagnosedResult.silenceable(d);
        }
        n = Math.min(n, l.size());
      }
    }
    if (n < 0) {
      n = 0;
    }
    Block body = op.region(0).front();
    List<List<Object>> results = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      results.add(new ArrayList<>());
    }
    for (int i = 0; i < n; i++) {
      for (int a = 0; a < body.numArguments() && a < payloads.size(); a++) {
        if (!state.setAssociated(op, body.argument(a), List.of(payloads.get(a).get(i)))) {
          return DiagnosedResult.definite();
        }
      }
      List<Value> yielded = new ArrayList<>();
      DiagnosedResult r = state.applyBlock(body, yielded);
      if (!r.succeeded()) {
        return r;
      }
      for (int k = 0; k < results.size() && k < yielded.size(); k++) {
        results.get(k).addAll(state.associated(yielded.get(k)));
      }
    }
    return setResults(op, state, results);
  }

  // ---- handle manipulation -----------------------------------------------------------------------

  public static final OpDef GET_PARENT_OP =
      define("transform.get_parent_op")
          .operand("target", OP_HANDLE)
          .optionalAttr("isolated_from_above", AttrConstraint.UNIT)
          .optionalAttr("allow_empty_results", AttrConstraint.UNIT)
          .optionalAttr("op_name", AttrConstraint.STRING)
          .optionalAttr("deduplicate", AttrConstraint.UNIT)
          .defaultAttr("nth_parent", I64, ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 64), 1))
          .result("parent", OP_HANDLE)
          .format("$target attr-dict `:` functional-type(operands, results)")
          .addInterface(TransformOpInterface.class, CoreOps::applyGetParentOp)
          .build();

  private static DiagnosedResult applyGetParentOp(Operation op, TransformState state) {
    boolean isolated = op.inherentAttr("isolated_from_above") != null;
    boolean allowEmpty = op.inherentAttr("allow_empty_results") != null;
    boolean dedup = op.inherentAttr("deduplicate") != null;
    String name = op.inherentAttr("op_name") instanceof StringAttr s ? s.value() : null;
    long nth = op.inherentAttr("nth_parent") instanceof IntegerAttr i ? i.longValue() : 1;
    List<Operation> parents = new ArrayList<>();
    Set<Operation> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Operation target : state.payloadOps(op.operand(0))) {
      Operation parent = target;
      for (long k = 0; k < nth; k++) {
        parent = parent.parentOp();
        while (parent != null
            && ((isolated && !parent.hasTrait(Trait.ISOLATED_FROM_ABOVE))
                || (name != null && !parent.name().equals(name)))) {
          parent = parent.parentOp();
        }
        if (parent == null) {
          break;
        }
      }
      if (parent == null) {
        if (allowEmpty) {
          continue;
        }
        InFlightDiagnostic d = DiagnosedResult.error(op, "could not find a parent op that matches all requirements");
        d.attachNote(target.location(), "target op");
        return DiagnosedResult.silenceable(d);
      }
      if (!dedup || seen.add(parent)) {
        parents.add(parent);
      }
    }
    return state.setPayloadOps(op, op.result(0), parents) ? DiagnosedResult.success() : DiagnosedResult.definite();
  }

  public static final OpDef MERGE_HANDLES =
      define("transform.merge_handles")
          .variadicOperand("handles", ANY_TRANSFORM)
          .optionalAttr("deduplicate", AttrConstraint.UNIT)
          .result("result", ANY_TRANSFORM)
          .format("(`deduplicate` $deduplicate^)? $handles attr-dict `:` type($result)")
          .allTypesMatch("handles", "result")
          .addInterface(TransformOpInterface.class, CoreOps::applyMergeHandles)
          .build();

  private static DiagnosedResult applyMergeHandles(Operation op, TransformState state) {
    boolean dedup = op.inherentAttr("deduplicate") != null;
    List<Object> all = new ArrayList<>();
    for (Value v : op.operands()) {
      all.addAll(state.associated(v));
    }
    if (dedup) {
      Set<Object> seen = TransformTypes.isParam(op.result(0).type()) ? new LinkedHashSet<>() : Collections.newSetFromMap(new IdentityHashMap<>());
      List<Object> unique = new ArrayList<>();
      for (Object o : all) {
        if (seen.add(o)) {
          unique.add(o);
        }
      }
      all = unique;
    }
    return state.setAssociated(op, op.result(0), all) ? DiagnosedResult.success() : DiagnosedResult.definite();
  }

  public static final OpDef SPLIT_HANDLE =
      define("transform.split_handle")
          .operand("handle", OP_HANDLE)
          .defaultAttr("pass_through_empty_handle", BOOL, ctx -> IntegerAttr.bool(ctx, true))
          .defaultAttr("fail_on_payload_too_small", BOOL, ctx -> IntegerAttr.bool(ctx, true))
          .optionalAttr("overflow_result", I64)
          .variadicResult("results", OP_HANDLE)
          .format("$handle attr-dict `:` functional-type(operands, results)")
          .addInterface(TransformOpInterface.class, CoreOps::applySplitHandle)
          .build();

  private static boolean boolAttr(Operation op, String name, boolean dflt) {
    return op.inherentAttr(name) instanceof IntegerAttr i ? i.boolValue() : dflt;
  }

  private static DiagnosedResult applySplitHandle(Operation op, TransformState state) {
    List<Operation> payload = state.payloadOps(op.operand(0));
    int n = op.numResults();
    int p = payload.size();
    Integer overflow = op.inherentAttr("overflow_result") instanceof IntegerAttr i ? (int) i.longValue() : null;
    if (p == 0 && boolAttr(op, "pass_through_empty_handle", true)) {
      for (Value r : op.results()) {
        state.setPayloadOps(op, r, List.of());
      }
      return DiagnosedResult.success();
    }
    if ((p < n && boolAttr(op, "fail_on_payload_too_small", true)) || (p > n && overflow == null)) {
      InFlightDiagnostic d =
          DiagnosedResult.error(
              op,
              valueText(op.operand(0)) + " expected to contain " + n + " payloads but it contains " + p + " payloads");
      return DiagnosedResult.silenceable(d);
    }
    List<List<Operation>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(new ArrayList<>());
    }
    for (int i = 0; i < p; i++) {
      int slot = i < n ? i : overflow;
      out.get(slot).add(payload.get(i));
    }
    for (int i = 0; i < n; i++) {
      if (!state.setPayloadOps(op, op.result(i), out.get(i))) {
        return DiagnosedResult.definite();
      }
    }
    return DiagnosedResult.success();
  }

  /** A value as MLIR writes it into a diagnostic: its defining op in the generic form, or the block argument. */
  static String valueText(Value v) {
    if (v.definingOp() != null) {
      String s = org.jmlir.ir.diag.OpText.inDiagnostic(v.definingOp());
      return s.startsWith("\n") ? s.substring(1) : s;
    }
    org.jmlir.ir.BlockArgument a = (org.jmlir.ir.BlockArgument) v;
    return "<block argument> of type '" + org.jmlir.ir.ods.Texts.type(v.type()) + "' at index: " + a.index();
  }

  public static final OpDef CAST =
      define("transform.cast")
          .operand("input", OP_HANDLE)
          .result("output", OP_HANDLE)
          .format("$input attr-dict `:` type($input) `to` type($output)")
          .addInterface(
              TransformOpInterface.class,
              (op, state) ->
                  state.setPayloadOps(op, op.result(0), state.payloadOps(op.operand(0)))
                      ? DiagnosedResult.success()
                      : DiagnosedResult.definite())
          .build();

  public static final OpDef SELECT =
      define("transform.select")
          .attr("op_name", AttrConstraint.STRING)
          .operand("target", OP_HANDLE)
          .result("result", OP_HANDLE)
          .format("$op_name `in` $target attr-dict `:` functional-type(operands, results)")
          .addInterface(
              TransformOpInterface.class,
              (op, state) -> {
                String name = ((StringAttr) op.inherentAttr("op_name")).value();
                List<Operation> out = new ArrayList<>();
                for (Operation o : state.payloadOps(op.operand(0))) {
                  if (o.name().equals(name)) {
                    out.add(o);
                  }
                }
                return state.setPayloadOps(op, op.result(0), out) ? DiagnosedResult.success() : DiagnosedResult.definite();
              })
          .build();

  public static final OpDef NUM_ASSOCIATIONS =
      define("transform.num_associations")
          .operand("handle", ANY_TRANSFORM)
          .result("num", PARAM)
          .format("$handle attr-dict `:` functional-type(operands, results)")
          .addInterface(
              TransformOpInterface.class,
              (op, state) -> {
                var ctx = op.context();
                state.setParams(
                    op.result(0),
                    List.of(IntegerAttr.get(ctx, IntegerType.get(ctx, 64), state.numAssociations(op.operand(0)))));
                return DiagnosedResult.success();
              })
          .build();

  public static final OpDef PARAM_CONSTANT =
      define("transform.param.constant")
          .attr("value", AttrConstraint.ANY)
          .result("param", PARAM)
          .format("$value attr-dict `->` type($param)")
          .addInterface(
              TransformOpInterface.class,
              (op, state) -> {
                state.setParams(op.result(0), List.of(op.inherentAttr("value")));
                return DiagnosedResult.success();
              })
          .build();

  // ---- debugging and annotation -----------------------------------------------------------------

  public static final OpDef PRINT =
      define("transform.print")
          .optionalOperand("target", OP_HANDLE)
          .optionalAttr("name", AttrConstraint.STRING)
          .optionalAttr("assume_verified", AttrConstraint.UNIT)
          .optionalAttr("use_local_scope", AttrConstraint.UNIT)
          .optionalAttr("skip_regions", AttrConstraint.UNIT)
          .format("$target attr-dict (`:` type($target)^)?")
          .addInterface(TransformOpInterface.class, CoreOps::applyPrint)
          .build();

  private static DiagnosedResult applyPrint(Operation op, TransformState state) {
    StringBuilder b = new StringBuilder("[[[ IR printer: ");
    if (op.inherentAttr("name") instanceof StringAttr s) {
      b.append(s.value()).append(' ');
    }
    PrintOptions options =
        new PrintOptions(
            false,
            false,
            false,
            op.inherentAttr("use_local_scope") != null,
            -1,
            op.inherentAttr("skip_regions") != null,
            op.inherentAttr("assume_verified") != null,
            -1);
    if (op.numOperands() == 0) {
      b.append("top-level ]]]\n");
      b.append(IRPrinter.print(state.topLevel(), options)).append('\n');
    } else {
      b.append("]]]\n");
      for (Operation target : state.payloadOps(op.operand(0))) {
        b.append(stripNewline(IRPrinter.print(target, options))).append('\n');
      }
    }
    state.out().print(b);
    state.out().flush();
    return DiagnosedResult.success();
  }

  private static String stripNewline(String s) {
    return s.endsWith("\n") ? s.substring(0, s.length() - 1) : s;
  }

  public static final OpDef EMIT_REMARK_AT =
      define("transform.debug.emit_remark_at")
          .operand("at", new TypeConstraint("TransformHandleTypeInterface instance or TransformValueHandleTypeInterface instance",
              t -> TransformTypes.isOpHandle(t) || TransformTypes.isValueHandle(t)))
          .attr("message", AttrConstraint.STRING)
          .format("$at `,` $message attr-dict `:` type($at)")
          .addInterface(
              TransformOpInterface.class,
              (op, state) -> {
                String message = ((StringAttr) op.inherentAttr("message")).value();
                if (TransformTypes.isOpHandle(op.operand(0).type())) {
                  for (Operation payload : state.payloadOps(op.operand(0))) {
                    payload.emitRemark(message).report();
                  }
                } else {
                  for (Value v : state.payloadValues(op.operand(0))) {
                    Operation def = v.definingOp();
                    var loc = def != null ? def.location() : ((org.jmlir.ir.BlockArgument) v).location();
                    op.context().diagnostics().emit(loc, Severity.REMARK, message).report();
                  }
                }
                return DiagnosedResult.success();
              })
          .build();

  public static final OpDef EMIT_PARAM_AS_REMARK =
      define("transform.debug.emit_param_as_remark")
          .operand("param", PARAM)
          .optionalOperand("anchor", OP_HANDLE)
          .optionalAttr("message", AttrConstraint.STRING)
          .format("$param (`,` $message^)? (`at` $anchor^)? attr-dict `:` type($param) (`,` type($anchor)^)?")
          .addInterface(
              TransformOpInterface.class,
              (op, state) -> {
                StringBuilder b = new StringBuilder();
                if (op.inherentAttr("message") instanceof StringAttr s) {
                  b.append(s.value()).append(' ');
                }
                List<Attribute> params = state.params(op.operand(0));
                for (int i = 0; i < params.size(); i++) {
                  if (i > 0) {
                    b.append(", ");
                  }
                  b.append(org.jmlir.ir.print.AttrTypePrinter.toString(params.get(i)));
                }
                List<org.jmlir.ir.loc.Location> locs = new ArrayList<>();
                if (op.numOperands() > 1) {
                  for (Operation a : state.payloadOps(op.operand(1))) {
                    locs.add(a.location());
                  }
                } else {
                  locs.add(op.location());
                }
                for (var loc : locs) {
                  op.context().diagnostics().emit(loc, Severity.REMARK, b.toString()).report();
                }
                return DiagnosedResult.success();
              })
          .build();

  public static final OpDef ANNOTATE =
      define("transform.annotate")
          .operand("target", OP_HANDLE)
          .attr("name", AttrConstraint.STRING)
          .optionalOperand("param", PARAM)
          .format("$target $name attr-dict (`=` $param^)?`:` type($target) (`,` type($param)^)?")
          .addInterface(
              TransformOpInterface.class,
              (op, state) -> {
                String name = ((StringAttr) op.inherentAttr("name")).value();
                Attribute value = UnitAttr.get(op.context());
                if (op.numOperands() > 1) {
                  List<Attribute> params = state.params(op.operand(1));
                  if (params.size() != 1) {
                    return DiagnosedResult.definite(
                        op.emitOpError("expected a single param association, got " + params.size()));
                  }
                  value = params.get(0);
                }
                for (Operation target : state.payloadOps(op.operand(0))) {
                  target.setAttr(name, value);
                }
                return DiagnosedResult.success();
              })
          .build();

  static final List<OpDef> ALL =
      List.of(
          YIELD, NAMED_SEQUENCE, SEQUENCE, INCLUDE, FOREACH, GET_PARENT_OP, MERGE_HANDLES, SPLIT_HANDLE, CAST, SELECT,
          NUM_ASSOCIATIONS, PARAM_CONSTANT, PRINT, EMIT_REMARK_AT, EMIT_PARAM_AS_REMARK, ANNOTATE);

  static Map<String, OpDef> byName() {
    Map<String, OpDef> m = new java.util.HashMap<>();
    for (OpDef d : ALL) {
      m.put(d.name(), d);
    }
    return m;
  }
}
