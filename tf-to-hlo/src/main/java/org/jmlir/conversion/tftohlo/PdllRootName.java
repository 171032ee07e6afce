package org.jmlir.conversion.tftohlo;

import org.jmlir.pdll.ast.Decl;
import org.jmlir.pdll.ast.Expr;
import org.jmlir.pdll.ast.PdllType;
import org.jmlir.pdll.ast.Stmt;

/** The op name a PDLL pattern's root matches ({@code replace op<tf.Abs>(...)} or a {@code let} of one). */
final class PdllRootName {
  private PdllRootName() {}

  static String of(Decl.Pattern p) {
    for (Stmt s : p.body().statements()) {
      Expr root = switch (s) {
        case Stmt.Erase e -> e.root();
        case Stmt.Replace r -> r.root();
        case Stmt.Rewrite r -> r.root();
        default -> null;
      };
      if (root != null) {
        return name(root);
      }
    }
    return null;
  }

  /** The ops a pattern's rewrite creates ({@code op<...>} in {@code replace ... with} and rewrite bodies). */
  static java.util.Set<String> created(Decl.Pattern p) {
    java.util.Set<String> out = new java.util.TreeSet<>();
    for (Stmt s : p.body().statements()) {
      switch (s) {
        case Stmt.Replace r -> r.values().forEach(v -> ops(v, out));
        case Stmt.Rewrite r -> stmts(r.body(), out);
        default -> {}
      }
    }
    return out;
  }

  private static void stmts(Stmt s, java.util.Set<String> out) {
    switch (s) {
      case Stmt.Compound c -> c.statements().forEach(x -> stmts(x, out));
      case Stmt.Let l -> {
        if (l.variable().init() != null) {
          ops(l.variable().init(), out);
        }
      }
      case Stmt.Replace r -> r.values().forEach(v -> ops(v, out));
      case Expr e -> ops(e, out);
      default -> {}
    }
  }

  private static void ops(Expr e, java.util.Set<String> out) {
    if (e instanceof Expr.Operation op) {
      if (op.name() != null) {
        out.add(op.name());
      }
      op.operands().forEach(x -> ops(x, out));
    } else if (e instanceof Expr.Call c) {
      c.args().forEach(x -> ops(x, out));
    }
  }

  private static String name(Expr e) {
    if (e instanceof Expr.Operation op) {
      return op.name();
    }
    if (e instanceof Expr.DeclRef ref && ref.decl() instanceof Decl.Variable v) {
      if (v.init() != null) {
        return name(v.init());
      }
      return v.type() instanceof PdllType.Op op ? op.name() : null;
    }
    return null;
  }
}
