package org.jmlir.pdll.interp;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpResult;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.Type;
import org.jmlir.pdll.ast.Decl;
import org.jmlir.pdll.ast.Expr;
import org.jmlir.pdll.ast.PdllType;
import org.jmlir.pdll.ast.Stmt;

/**
 * Runs PDLL patterns on IR directly, without lowering them to the pdl dialect: the root of the
 * pattern's rewrite statement is matched against an op, the expressions it depends on are matched
 * against that op's operands, attributes and result types (binding variables on the way), the
 * remaining match statements run in order (an op reachable only through the users of a bound value
 * is searched among those users, with backtracking), and then the rewrite section runs through the
 * rewriter.
 */
final class PdllInterpreter {
  /** An expression that needs something not bound yet. */
  private static final Object UNKNOWN = new Object();
  /** An expression whose constraint failed. */
  private static final Object FAIL = new Object();
  private static final PdllTuple EMPTY = new PdllTuple(List.of(), List.of());

  private final MLIRContext ctx;
  private final PdllNatives natives;
  private final Map<Expr, Object> literals;

  PdllInterpreter(MLIRContext ctx, PdllNatives natives, Map<Expr, Object> literals) {
    this.ctx = ctx;
    this.natives = natives;
    this.literals = literals;
  }

  /** One attempt's bindings: variables and op expressions to what they matched. */
  private static final class Env {
    IdentityHashMap<Object, Object> map = new IdentityHashMap<>();
    Object returned;

    IdentityHashMap<Object, Object> save() {
      return new IdentityHashMap<>(map);
    }
  }

  /** The name of the op the pattern's root must be, or null when any op may be. */
  static String rootName(Decl.Pattern p) {
    PdllType t = p.root().type();
    return t instanceof PdllType.Op op ? op.name() : null;
  }

  boolean matchAndRewrite(Decl.Pattern p, Operation op, PatternRewriter rewriter) {
    Env env = new Env();
    List<Stmt> stmts = p.body().statements();
    if (!match(env, p.root(), op) || !matchStmts(env, stmts, 0, stmts.size() - 1)) {
      return false;
    }
    rewriter.setInsertionPoint(op);
    exec(env, rewriter, stmts.get(stmts.size() - 1), null);
    return true;
  }

  // ---- matching -------------------------------------------------------------------------------

  private static boolean same(Object a, Object b) {
    if (a instanceof List<?> la && b instanceof List<?> lb) {
      if (la.size() != lb.size()) {
        return false;
      }
      for (int i = 0; i < la.size(); i++) {
        if (!same(la.get(i), lb.get(i))) {
          return false;
        }
      }
      return true;
    }
    return a == b || (a != null && a.equals(b));
  }

  private static boolean hasType(PdllType t, Object v) {
    return switch (t) {
      case PdllType.Op o -> v instanceof Operation op && (o.name() == null || o.name().equals(op.name()));
      case PdllType.Tuple tt -> v instanceof PdllTuple;
      case PdllType.Simple s -> switch (s) {
        case VALUE -> v instanceof Value;
        case TYPE -> v instanceof Type;
        case ATTR -> v instanceof Attribute;
        case VALUE_RANGE, TYPE_RANGE -> v instanceof List<?>;
        default -> false;
      };
    };
  }

  private static boolean isRange(PdllType t) {
    return t == PdllType.VALUE_RANGE || t == PdllType.TYPE_RANGE;
  }

  private static List<Type> types(List<? extends Value> values) {
    List<Type> out = new ArrayList<>(values.size());
    for (Value v : values) {
      out.add(v.type());
    }
    return out;
  }

  private boolean bind(Env env, Decl.Variable v, Object actual) {
    if (!hasType(v.type(), actual)) {
      return false;
    }
    env.map.put(v, actual);
    return checkConstraints(env, v, actual);
  }

  /** Whether {@code e} can denote {@code actual}; binds what it matches. */
  private boolean match(Env env, Expr e, Object actual) {
    switch (e) {
      case Expr.DeclRef r -> {
        if (!(r.decl() instanceof Decl.Variable v)) {
          return false;
        }
        if (env.map.containsKey(v)) {
          return same(env.map.get(v), actual);
        }
        if (v.init() != null && !match(env, v.init(), actual)) {
          return false;
        }
        return bind(env, v, actual);
      }
      case Expr.Operation o -> {
        if (!(actual instanceof Operation op)) {
          return false;
        }
        if (env.map.containsKey(o)) {
          return env.map.get(o) == op;
        }
        if (o.name() != null && !o.name().equals(op.name())) {
          return false;
        }
        env.map.put(o, op);
        if (!matchGroups(env, o.operands(), new ArrayList<Object>(op.operands()))) {
          return false;
        }
        for (Expr.NamedAttr a : o.attributes()) {
          Attribute value = op.attr(a.name());
          if (value == null || !match(env, a.value(), value)) {
            return false;
          }
        }
        return matchGroups(env, o.resultTypes(), new ArrayList<Object>(types(op.results())));
      }
      case Expr.AllResults a -> {
        Operation owner = ownerOfAll(actual);
        return owner != null && (a.type() != PdllType.VALUE || owner.numResults() == 1) && match(env, a.parent(), owner);
      }
      case Expr.Call c when c.callable().isConstraint() && !c.callable().isNative() -> {
        return matchCall(env, c, actual);
      }
      case Expr.MemberAccess m when m.parent().type() instanceof PdllType.Op -> {
        return actual instanceof OpResult r && Integer.toString(r.index()).equals(m.member()) && match(env, m.parent(), r.owner());
      }
      default -> {
        Object v = eval(env, e);
        if (v == UNKNOWN) {
          Expr element = tupleElement(e);
          return element != null && match(env, element, actual);
        }
        return v != FAIL && same(v, actual);
      }
    }
  }

  /**
   * A PDLL constraint call that must produce {@code actual}: its return expression is matched in the
   * callee's scope; arguments not known yet are bound from what the callee's inputs matched.
   */
  private boolean matchCall(Env env, Expr.Call c, Object actual) {
    Decl.Callable callee = c.callable();
    Env inner = new Env();
    List<Integer> deferred = new ArrayList<>();
    for (int i = 0; i < c.args().size(); i++) {
      Object v = eval(env, c.args().get(i));
      if (v == FAIL) {
        return false;
      }
      if (v == UNKNOWN) {
        deferred.add(i);
      } else if (!bind(inner, callee.inputs().get(i), v)) {
        return false;
      }
    }
    List<Stmt> body = callee.body().statements();
    if (body.isEmpty() || !(body.get(body.size() - 1) instanceof Stmt.Return ret) || !match(inner, ret.value(), actual)) {
      return false;
    }
    for (int i : deferred) {
      Object v = inner.map.get(callee.inputs().get(i));
      if (v == null || !match(env, c.args().get(i), v)) {
        return false;
      }
    }
    return matchStmts(inner, body, 0, body.size() - 1);
  }

  /** {@code t.0} where {@code t} is a tuple expression (perhaps through a variable): that element. */
  private static Expr tupleElement(Expr e) {
    if (!(e instanceof Expr.MemberAccess m)) {
      return null;
    }
    Expr t = m.parent();
    while (t instanceof Expr.DeclRef r && r.decl() instanceof Decl.Variable v && v.init() != null) {
      t = v.init();
    }
    if (!(t instanceof Expr.Tuple tuple)) {
      return null;
    }
    int i = tuple.names().indexOf(m.member());
    if (i < 0 && Character.isDigit(m.member().charAt(0))) {
      i = Integer.parseInt(m.member());
    }
    return i >= 0 && i < tuple.elements().size() ? tuple.elements().get(i) : null;
  }

  /** The op whose results are exactly {@code actual} (a value, or a non-empty list of values). */
  private static Operation ownerOfAll(Object actual) {
    List<?> values = actual instanceof List<?> l ? l : List.of(actual);
    if (values.isEmpty() || !(values.get(0) instanceof OpResult first)) {
      return null;
    }
    Operation owner = first.owner();
    if (owner.numResults() != values.size()) {
      return null;
    }
    for (int i = 0; i < values.size(); i++) {
      if (values.get(i) != owner.result(i)) {
        return null;
      }
    }
    return owner;
  }

  /**
   * Operand (or result type) groups of an op whose signature is unknown: one group takes them all;
   * several take one each, as PDL's bytecode does for an op without segment sizes.
   */
  private boolean matchGroups(Env env, List<Expr> groups, List<Object> actual) {
    if (groups.size() == 1) {
      Expr g = groups.get(0);
      if (isRange(g.type()) || g instanceof Expr.AllResults) {
        return match(env, g, actual);
      }
      return actual.size() == 1 && match(env, g, actual.get(0));
    }
    if (actual.size() != groups.size()) {
      return false;
    }
    for (int i = 0; i < groups.size(); i++) {
      Expr g = groups.get(i);
      if (!match(env, g, isRange(g.type()) ? List.of(actual.get(i)) : actual.get(i))) {
        return false;
      }
    }
    return true;
  }

  private boolean checkConstraints(Env env, Decl.Variable v, Object actual) {
    for (Decl.ConstraintRef ref : v.constraints()) {
      switch (ref.constraint()) {
        case Decl.Builtin b -> {
          if (b.typeExpr() == null) {
            continue;
          }
          Object type = switch (actual) {
            case TypedAttr a -> a.type();
            case Value value -> value.type();
            case List<?> values when b.kind() == Decl.Builtin.Kind.VALUE_RANGE -> {
              List<Type> ts = new ArrayList<>();
              for (Object o : values) {
                ts.add(((Value) o).type());
              }
              yield ts;
            }
            default -> null;
          };
          if (type == null || !match(env, b.typeExpr(), type)) {
            return false;
          }
        }
        case Decl.Callable c -> {
          if (callConstraint(c, List.of(actual), false) == FAIL) {
            return false;
          }
        }
      }
    }
    return true;
  }

  /** Runs match statements from {@code i} (exclusive of {@code end}), searching where needed. */
  private boolean matchStmts(Env env, List<Stmt> stmts, int i, int end) {
    if (i >= end) {
      return true;
    }
    Stmt s = stmts.get(i);
    switch (s) {
      case Stmt.Let l -> {
        Decl.Variable v = l.variable();
        if (env.map.containsKey(v)) {
          return matchStmts(env, stmts, i + 1, end);
        }
        if (v.init() == null) {
          return false;
        }
        Object x = eval(env, v.init());
        if (x == FAIL) {
          return false;
        }
        if (x != UNKNOWN) {
          return bind(env, v, x) && matchStmts(env, stmts, i + 1, end);
        }
        for (Operation candidate : candidates(env, v.init())) {
          IdentityHashMap<Object, Object> saved = env.save();
          if (match(env, v.init(), candidate) && bind(env, v, candidate) && matchStmts(env, stmts, i + 1, end)) {
            return true;
          }
          env.map = saved;
        }
        return false;
      }
      case Stmt.Return r -> {
        Object x = eval(env, r.value());
        if (x == FAIL || x == UNKNOWN) {
          return false;
        }
        env.returned = x;
        return matchStmts(env, stmts, i + 1, end);
      }
      case Expr e -> {
        Object x = eval(env, e);
        if (x == FAIL) {
          return false;
        }
        if (x != UNKNOWN) {
          return matchStmts(env, stmts, i + 1, end);
        }
        for (Operation candidate : candidates(env, e)) {
          IdentityHashMap<Object, Object> saved = env.save();
          if (match(env, e, candidate) && matchStmts(env, stmts, i + 1, end)) {
            return true;
          }
          env.map = saved;
        }
        return false;
      }
      default -> {
        return matchStmts(env, stmts, i + 1, end);
      }
    }
  }

  /** Ops an unbound op expression may be: the users of the first of its operands that is known. */
  private Set<Operation> candidates(Env env, Expr e) {
    while (e instanceof Expr.DeclRef r && r.decl() instanceof Decl.Variable v && v.init() != null && !env.map.containsKey(v)) {
      e = v.init();
    }
    Set<Operation> out = new LinkedHashSet<>();
    if (!(e instanceof Expr.Operation o)) {
      return out;
    }
    for (Expr operand : o.operands()) {
      Object v = eval(env, operand instanceof Expr.AllResults a ? a.parent() : operand);
      List<?> values = v instanceof Operation op ? op.results() : v instanceof List<?> l ? l : v instanceof Value ? List.of(v) : List.of();
      for (Object value : values) {
        out.addAll(((Value) value).users());
      }
      if (!out.isEmpty()) {
        break;
      }
    }
    return out;
  }

  /** The value of a match-side expression, UNKNOWN when it needs an unbound op, or FAIL. */
  private Object eval(Env env, Expr e) {
    switch (e) {
      case Expr.DeclRef r -> {
        if (!(r.decl() instanceof Decl.Variable v)) {
          return UNKNOWN;
        }
        if (env.map.containsKey(v)) {
          return env.map.get(v);
        }
        if (v.init() == null) {
          return UNKNOWN;
        }
        Object x = eval(env, v.init());
        if (x == UNKNOWN || x == FAIL) {
          return x;
        }
        return bind(env, v, x) ? x : FAIL;
      }
      case Expr.Operation o -> {
        return env.map.containsKey(o) ? env.map.get(o) : UNKNOWN;
      }
      case Expr.AllResults a -> {
        Object p = eval(env, a.parent());
        if (!(p instanceof Operation op)) {
          return p;
        }
        if (a.type() == PdllType.VALUE) {
          return op.numResults() == 1 ? op.result(0) : FAIL;
        }
        return new ArrayList<Value>(op.results());
      }
      case Expr.MemberAccess m -> {
        return member(eval(env, m.parent()), m.member());
      }
      case Expr.AttrLiteral a -> {
        return literals.get(a);
      }
      case Expr.TypeLiteral t -> {
        return literals.get(t);
      }
      case Expr.Tuple t -> {
        List<Object> values = new ArrayList<>();
        for (Expr x : t.elements()) {
          Object v = eval(env, x);
          if (v == UNKNOWN || v == FAIL) {
            return v;
          }
          values.add(v);
        }
        return new PdllTuple(values, t.names());
      }
      case Expr.Range r -> {
        List<Object> values = new ArrayList<>();
        for (Expr x : r.elements()) {
          Object v = eval(env, x);
          if (v == UNKNOWN || v == FAIL) {
            return v;
          }
          flattenInto(v, values);
        }
        return values;
      }
      case Expr.Call c -> {
        List<Object> args = new ArrayList<>();
        for (Expr x : c.args()) {
          Object v = eval(env, x);
          if (v == UNKNOWN || v == FAIL) {
            return v;
          }
          args.add(v);
        }
        return callConstraint(c.callable(), args, c.negated());
      }
    }
  }

  private static Object member(Object parent, String member) {
    if (parent == UNKNOWN || parent == FAIL) {
      return parent;
    }
    if (parent instanceof Operation op) {
      int i = Integer.parseInt(member);
      return i < op.numResults() ? op.result(i) : FAIL;
    }
    if (parent instanceof PdllTuple t) {
      int i = t.names().indexOf(member);
      if (i < 0) {
        i = Integer.parseInt(member);
      }
      return t.elements().get(i);
    }
    return FAIL;
  }

  /** Calls a constraint: its result (an empty tuple when it has none), or FAIL. */
  private Object callConstraint(Decl.Callable c, List<Object> args, boolean negated) {
    if (c.isNative()) {
      NativeConstraint n = natives.constraint(c.name());
      boolean ok = n.test(args) != negated;
      return ok ? EMPTY : FAIL;
    }
    Env inner = new Env();
    for (int i = 0; i < args.size(); i++) {
      if (!bind(inner, c.inputs().get(i), args.get(i))) {
        return FAIL;
      }
    }
    List<Stmt> body = c.body().statements();
    if (!matchStmts(inner, body, 0, body.size())) {
      return FAIL;
    }
    return inner.returned != null ? inner.returned : EMPTY;
  }

  // ---- rewriting ------------------------------------------------------------------------------

  private void exec(Env env, PatternRewriter rewriter, Stmt s, Operation replaced) {
    switch (s) {
      case Stmt.Let l -> {
        Decl.Variable v = l.variable();
        if (v.init() != null) {
          env.map.put(v, evalRewrite(env, rewriter, v.init(), replaced));
        }
      }
      case Stmt.Erase e -> {
        Operation op = asOp(evalRewrite(env, rewriter, e.root(), replaced), e.root());
        for (Value r : op.results()) {
          if (!r.hasNoUses()) {
            throw new PdllRewriteException(op, "cannot erase '" + op.name() + "': its results still have uses");
          }
        }
        rewriter.eraseOp(op);
      }
      case Stmt.Replace r -> {
        Operation root = asOp(evalRewrite(env, rewriter, r.root(), replaced), r.root());
        List<Object> values = new ArrayList<>();
        for (Expr x : r.values()) {
          flattenInto(evalRewrite(env, rewriter, x, root), values);
        }
        if (values.size() != root.numResults()) {
          throw new PdllRewriteException(root, "replacement of '" + root.name() + "' with " + values.size()
              + " values, but it has " + root.numResults() + " results");
        }
        List<Value> repl = new ArrayList<>();
        for (Object o : values) {
          repl.add((Value) o);
        }
        rewriter.replaceOp(root, repl);
      }
      case Stmt.Rewrite r -> {
        Operation root = asOp(evalRewrite(env, rewriter, r.root(), replaced), r.root());
        for (Stmt x : r.body().statements()) {
          exec(env, rewriter, x, root);
        }
      }
      case Stmt.Return r -> env.returned = evalRewrite(env, rewriter, r.value(), replaced);
      case Stmt.Compound c -> {
        for (Stmt x : c.statements()) {
          exec(env, rewriter, x, replaced);
        }
      }
      case Expr e -> evalRewrite(env, rewriter, e, replaced);
    }
  }

  private static Operation asOp(Object v, Expr e) {
    if (v instanceof Operation op) {
      return op;
    }
    throw new IllegalStateException("a checked PDLL module gives an op for " + e);
  }

  /** Values (an op gives its results) or types, appended one by one. */
  private static void flattenInto(Object v, List<Object> out) {
    switch (v) {
      case Operation op -> out.addAll(op.results());
      case List<?> l -> out.addAll(l);
      case PdllTuple t -> t.elements().forEach(x -> flattenInto(x, out));
      case null -> {}
      default -> out.add(v);
    }
  }

  private Object evalRewrite(Env env, PatternRewriter rewriter, Expr e, Operation replaced) {
    switch (e) {
      case Expr.DeclRef r -> {
        if (r.decl() instanceof Decl.Variable v) {
          if (env.map.containsKey(v)) {
            return env.map.get(v);
          }
          if (v.init() != null) {
            Object x = evalRewrite(env, rewriter, v.init(), replaced);
            env.map.put(v, x);
            return x;
          }
        }
        throw new PdllRewriteException(replaced, "PDLL variable '" + r.decl().name() + "' has no value in the rewrite");
      }
      case Expr.Operation o -> {
        if (env.map.containsKey(o)) {
          return env.map.get(o);
        }
        Operation anchor = replaced != null ? replaced : rewriter.insertionPoint();
        OperationState state = new OperationState(ctx, o.name(), anchor != null ? anchor.location() : org.jmlir.ir.loc.UnknownLoc.get(ctx));
        List<Object> operands = new ArrayList<>();
        for (Expr x : o.operands()) {
          flattenInto(evalRewrite(env, rewriter, x, replaced), operands);
        }
        for (Object v : operands) {
          state.addOperand((Value) v);
        }
        for (Expr.NamedAttr a : o.attributes()) {
          state.addAttribute(a.name(), (Attribute) evalRewrite(env, rewriter, a.value(), replaced));
        }
        switch (o.resultTypesFrom()) {
          case EXPLICIT -> {
            List<Object> types = new ArrayList<>();
            for (Expr x : o.resultTypes()) {
              flattenInto(evalRewrite(env, rewriter, x, replaced), types);
            }
            for (Object t : types) {
              state.addType((Type) t);
            }
          }
          case REPLACEMENT -> state.addTypes(types(replaced.results()));
          case INTERFACE -> inferResultTypes(state);
        }
        Operation created = rewriter.create(state);
        env.map.put(o, created);
        return created;
      }
      case Expr.AllResults a -> {
        Operation op = asOp(evalRewrite(env, rewriter, a.parent(), replaced), a.parent());
        if (a.type() == PdllType.VALUE) {
          if (op.numResults() != 1) {
            throw new PdllRewriteException(op, "'" + op.name() + "' used as a single value has " + op.numResults() + " results");
          }
          return op.result(0);
        }
        return new ArrayList<Value>(op.results());
      }
      case Expr.MemberAccess m -> {
        Object v = member(evalRewrite(env, rewriter, m.parent(), replaced), m.member());
        if (v == FAIL) {
          throw new PdllRewriteException(replaced, "no result " + m.member() + " to take");
        }
        return v;
      }
      case Expr.AttrLiteral a -> {
        return literals.get(a);
      }
      case Expr.TypeLiteral t -> {
        return literals.get(t);
      }
      case Expr.Tuple t -> {
        List<Object> values = new ArrayList<>();
        for (Expr x : t.elements()) {
          values.add(evalRewrite(env, rewriter, x, replaced));
        }
        return new PdllTuple(values, t.names());
      }
      case Expr.Range r -> {
        List<Object> values = new ArrayList<>();
        for (Expr x : r.elements()) {
          flattenInto(evalRewrite(env, rewriter, x, replaced), values);
        }
        return values;
      }
      case Expr.Call c -> {
        List<Object> args = new ArrayList<>();
        for (Expr x : c.args()) {
          args.add(evalRewrite(env, rewriter, x, replaced));
        }
        Decl.Callable callee = c.callable();
        if (callee.isNative()) {
          Object result = natives.rewrite(callee.name()).apply(rewriter, args);
          if (!callee.results().isEmpty() && !hasType(callee.resultType(), result)) {
            throw new PdllRewriteException(replaced, "native Rewrite `" + callee.name() + "` returned "
                + (result == null ? "nothing" : result.getClass().getSimpleName()) + " where its declaration says `"
                + callee.resultType() + "`");
          }
          return result;
        }
        Env inner = new Env();
        for (int i = 0; i < args.size(); i++) {
          inner.map.put(callee.inputs().get(i), args.get(i));
        }
        for (Stmt s : callee.body().statements()) {
          exec(inner, rewriter, s, replaced);
        }
        return inner.returned;
      }
    }
  }

  /**
   * Result types of a created op that PDLL leaves to the op (InferTypeOpInterface): those of the
   * op's {@link ResultTypeInference} in {@link PdllNatives} when there is one; else a typed
   * {@code value} attribute's type (constants), else the first operand's type for ops whose results
   * have their operands' type; otherwise none.
   */
  private void inferResultTypes(OperationState state) {
    ResultTypeInference inference = natives.resultTypes(state.name);
    if (inference != null) {
      state.addTypes(inference.infer(state));
      return;
    }
    for (org.jmlir.ir.attr.NamedAttribute a : state.attributes) {
      if (a.name().equals("value") && a.value() instanceof TypedAttr t) {
        state.addType(t.type());
        return;
      }
    }
    org.jmlir.ir.OpDef def = ctx.lookupOp(state.name);
    if (def != null && !state.operands.isEmpty() && def.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_TYPE)) {
      state.addType(state.operands.get(0).type());
    }
  }
}
