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
