package org.jmlir.pdll.ast;

import java.util.List;

/** A PDLL statement. Expressions are statements too (a constraint call on its own line). */
public sealed interface Stmt permits Expr, Stmt.Let, Stmt.Erase, Stmt.Replace, Stmt.Rewrite, Stmt.Return, Stmt.Compound {
  Loc loc();

  /** {@code let name: Constraints = init;} */
  record Let(Loc loc, Decl.Variable variable) implements Stmt {}

  /** {@code erase root;} */
  record Erase(Loc loc, Expr root) implements Stmt {}

  /** {@code replace root with values;} */
  record Replace(Loc loc, Expr root, List<Expr> values) implements Stmt {}

  /** {@code rewrite root with { body };} */
  record Rewrite(Loc loc, Expr root, Compound body) implements Stmt {}

  /** {@code return value;} */
  record Return(Loc loc, Expr value) implements Stmt {}

  /** {@code { statements }}, or the single statement of a lambda body. */
  record Compound(Loc loc, Loc end, List<Stmt> statements) implements Stmt {}

  /** Whether this ends a pattern: {@code erase}, {@code replace} or {@code rewrite}. */
  static boolean isOpRewrite(Stmt s) {
    return s instanceof Erase || s instanceof Replace || s instanceof Rewrite;
  }
}
