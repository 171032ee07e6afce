package org.jmlir.pdll.parse;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.pdll.ast.Decl;
import org.jmlir.pdll.ast.Expr;
import org.jmlir.pdll.ast.Loc;
import org.jmlir.pdll.ast.PdllException;
import org.jmlir.pdll.ast.PdllModule;
import org.jmlir.pdll.ast.PdllType;
import org.jmlir.pdll.ast.Stmt;

/**
 * The check mlir-pdll 22 makes when it lowers a pattern to the pdl dialect ({@code -x=mlir}): every
 * op, operand, type or attribute the matcher declares must be used by something that binds it (an
 * op that takes it, a constraint applied to it, the rewrite), else PDL's verifier rejects the
 * pattern with "expected a bindable user when defined in the matcher body of a `pdl.pattern`". A
 * result access binds its op only when the result is itself used. Unbound entities are exactly those
 * a matcher could never find, so jmlir rejects them too.
 */
final class PdlBindingCheck {
  /** Entities in the order the matcher declares them, with the PDL op name each becomes. */
  private final Map<Object, String> declared = new LinkedHashMap<>();
  private final Map<Object, Loc> locs = new HashMap<>();
  private final Set<Object> bound = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
  private final Set<Object> generated = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
  /** A PDLL constraint's arguments while its body is inlined into the matcher. */
  private final Map<Decl.Variable, Expr> args = new IdentityHashMap<>();

  static void check(PdllModule module) {
    for (Decl.Pattern p : module.patterns()) {
      new PdlBindingCheck().pattern(p);
    }
  }

  private void pattern(Decl.Pattern p) {
    for (Stmt s : p.body().statements()) {
      switch (s) {
        case Stmt.Erase e -> root(e.root());
        case Stmt.Replace r -> root(r.root());
        case Stmt.Rewrite r -> root(r.root());
        default -> genStmt(s);
      }
      if (Stmt.isOpRewrite(s)) {
        useAllStmt(s);
      }
    }
    for (Map.Entry<Object, String> e : declared.entrySet()) {
      if (!bound.contains(e.getKey())) {
        throw new PdllException(locs.get(e.getKey()),
            "'" + e.getValue() + "' op expected a bindable user when defined in the matcher body of a `pdl.pattern`");
      }
    }
    Stmt last = p.body().statements().get(p.body().statements().size() - 1);
    switch (last) {
      case Stmt.Replace r -> r.values().forEach(this::rewriteExpr);
      case Stmt.Rewrite r -> r.body().statements().forEach(this::rewriteStmt);
      default -> {}
    }
  }

  /**
   * A variable without a value declared in a rewrite section becomes a matcher op inside
   * {@code pdl.rewrite}, which PDL's verifier rejects (types excepted).
   */
  private void rewriteVar(Decl.Variable v) {
    if (v.init() != null || !generated.add(v)) {
      return;
    }
    String message = switch (v.type()) {
      case PdllType.Op o -> "'pdl.operands' op expects parent op 'pdl.pattern'";
      case PdllType.Simple s when s == PdllType.Simple.VALUE -> "'pdl.operand' op expects parent op 'pdl.pattern'";
      case PdllType.Simple s when s == PdllType.Simple.VALUE_RANGE -> "'pdl.operands' op expects parent op 'pdl.pattern'";
      case PdllType.Simple s when s == PdllType.Simple.ATTR ->
          "'pdl.attribute' op expected constant value when specified within a `pdl.rewrite`";
      default -> null;
    };
    if (message != null) {
      throw new PdllException(v.loc(), message);
    }
  }

  private void rewriteStmt(Stmt s) {
    switch (s) {
      case Stmt.Let l -> {
        if (l.variable().init() != null) {
          rewriteExpr(l.variable().init());
        } else {
          rewriteVar(l.variable());
        }
      }
      case Stmt.Erase e -> rewriteExpr(e.root());
      case Stmt.Replace r -> {
        rewriteExpr(r.root());
        r.values().forEach(this::rewriteExpr);
      }
      case Stmt.Rewrite r -> {
        rewriteExpr(r.root());
        r.body().statements().forEach(this::rewriteStmt);
      }
      case Stmt.Return r -> rewriteExpr(r.value());
      case Stmt.Compound c -> c.statements().forEach(this::rewriteStmt);
      case Expr e -> rewriteExpr(e);
    }
  }

  private void rewriteExpr(Expr e) {
    switch (e) {
      case Expr.DeclRef r -> {
        if (r.decl() instanceof Decl.Variable v && args.get(v) == null) {
          rewriteVar(v);
        }
      }
      case Expr.Operation op -> {
        op.operands().forEach(this::rewriteExpr);
        op.attributes().forEach(a -> rewriteExpr(a.value()));
        op.resultTypes().forEach(this::rewriteExpr);
      }
      case Expr.MemberAccess m -> rewriteExpr(m.parent());
      case Expr.AllResults a -> rewriteExpr(a.parent());
      case Expr.Tuple t -> t.elements().forEach(this::rewriteExpr);
      case Expr.Range r -> r.elements().forEach(this::rewriteExpr);
      case Expr.Call c -> c.args().forEach(this::rewriteExpr);
      default -> {}
    }
  }

  private void root(Expr root) {
    gen(root);
    use(root);
  }

  private void declare(Object entity, String pdlOp, Loc loc) {
    declared.put(entity, pdlOp);
    locs.put(entity, loc);
  }

  private void genStmt(Stmt s) {
    switch (s) {
      case Stmt.Let l -> genVar(l.variable());
      case Expr e -> gen(e);
      default -> {}
    }
  }

  private void genVar(Decl.Variable v) {
    if (!generated.add(v)) {
      return;
    }
    if (v.init() != null) {
      gen(v.init());
      return;
    }
    String op = switch (v.type()) {
      case PdllType.Op o -> "pdl.operation";
      case PdllType.Simple s when s == PdllType.Simple.VALUE -> "pdl.operand";
      case PdllType.Simple s when s == PdllType.Simple.VALUE_RANGE -> "pdl.operands";
      case PdllType.Simple s when s == PdllType.Simple.TYPE -> "pdl.type";
      case PdllType.Simple s when s == PdllType.Simple.TYPE_RANGE -> "pdl.types";
      case PdllType.Simple s when s == PdllType.Simple.ATTR -> "pdl.attribute";
      default -> null;
    };
    if (op != null) {
      declare(v, op, v.loc());
    }
    for (Decl.ConstraintRef c : v.constraints()) {
      if (c.constraint() instanceof Decl.Builtin b && b.typeExpr() != null) {
        gen(b.typeExpr());
        use(b.typeExpr());
      } else if (c.constraint() instanceof Decl.Callable) {
        bound.add(v);
      }
    }
  }

  private void gen(Expr e) {
    switch (e) {
      case Expr.DeclRef r -> {
        if (r.decl() instanceof Decl.Variable v) {
          Expr arg = args.get(v);
          if (arg == null) {
            genVar(v);
          }
        }
      }
      case Expr.Operation op -> {
        if (!generated.add(op)) {
          return;
        }
        declare(op, "pdl.operation", op.loc());
        for (Expr x : op.operands()) {
          gen(x);
          use(x);
        }
        for (Expr.NamedAttr a : op.attributes()) {
          gen(a.value());
          use(a.value());
        }
        for (Expr x : op.resultTypes()) {
          gen(x);
          use(x);
        }
      }
      case Expr.MemberAccess m -> gen(m.parent());
      case Expr.AllResults a -> gen(a.parent());
      case Expr.Tuple t -> t.elements().forEach(this::gen);
      case Expr.Range r -> r.elements().forEach(this::gen);
      case Expr.Call c -> {
        for (Expr x : c.args()) {
          gen(x);
          use(x);
        }
        Decl.Callable callee = c.callable();
        if (!callee.isNative() && callee.isConstraint()) {
          for (int i = 0; i < c.args().size(); i++) {
            args.put(callee.inputs().get(i), c.args().get(i));
          }
          for (Stmt s : callee.body().statements()) {
            if (s instanceof Stmt.Return r) {
              gen(r.value());
            } else {
              genStmt(s);
            }
          }
        }
      }
      default -> {}
    }
  }

  /** Marks what {@code e} denotes as bound (a result access binds its op). */
  private void use(Expr e) {
    switch (e) {
      case Expr.DeclRef r -> {
        if (r.decl() instanceof Decl.Variable v) {
          Expr arg = args.get(v);
          if (arg != null) {
            use(arg);
          } else if (v.init() != null) {
            use(v.init());
          } else {
            bound.add(v);
          }
        }
      }
      case Expr.Operation op -> bound.add(op);
      case Expr.MemberAccess m -> {
        if (m.parent().type() instanceof PdllType.Tuple && Character.isDigit(m.member().charAt(0))) {
          Expr element = tupleElement(m.parent(), Integer.parseInt(m.member()));
          use(element != null ? element : m.parent());
        } else {
          use(m.parent());
        }
      }
      case Expr.AllResults a -> use(a.parent());
      case Expr.Tuple t -> t.elements().forEach(this::use);
      case Expr.Range r -> r.elements().forEach(this::use);
      case Expr.Call c -> {
        c.args().forEach(this::use);
        Decl.Callable callee = c.callable();
        if (!callee.isNative() && callee.isConstraint()) {
          for (int i = 0; i < c.args().size(); i++) {
            args.put(callee.inputs().get(i), c.args().get(i));
          }
          for (Stmt s : callee.body().statements()) {
            if (s instanceof Stmt.Return r) {
              use(r.value());
            }
          }
        }
      }
      default -> {}
    }
  }

  private static Expr tupleElement(Expr tuple, int i) {
    Expr t = tuple;
    while (t instanceof Expr.DeclRef r && r.decl() instanceof Decl.Variable v && v.init() != null) {
      t = v.init();
    }
    return t instanceof Expr.Tuple tt && i < tt.elements().size() ? tt.elements().get(i) : null;
  }

  /** A rewrite section: every matcher entity it mentions is bound. */
  private void useAll(Expr e) {
    use(e);
    List<Expr> children = new ArrayList<>();
    switch (e) {
      case Expr.Operation op -> {
        children.addAll(op.operands());
        op.attributes().forEach(a -> children.add(a.value()));
        children.addAll(op.resultTypes());
      }
      case Expr.MemberAccess m -> children.add(m.parent());
      case Expr.AllResults a -> children.add(a.parent());
      case Expr.Tuple t -> children.addAll(t.elements());
      case Expr.Range r -> children.addAll(r.elements());
      case Expr.Call c -> children.addAll(c.args());
      default -> {}
    }
    children.forEach(this::useAll);
  }

  private void useAllStmt(Stmt s) {
    switch (s) {
      case Stmt.Let l -> {
        if (l.variable().init() != null) {
          useAll(l.variable().init());
        }
      }
      case Stmt.Erase e -> useAll(e.root());
      case Stmt.Replace r -> {
        useAll(r.root());
        r.values().forEach(this::useAll);
      }
      case Stmt.Rewrite r -> {
        useAll(r.root());
        r.body().statements().forEach(this::useAllStmt);
      }
      case Stmt.Return r -> useAll(r.value());
      case Stmt.Compound c -> c.statements().forEach(this::useAllStmt);
      case Expr e -> useAll(e);
    }
  }
}
