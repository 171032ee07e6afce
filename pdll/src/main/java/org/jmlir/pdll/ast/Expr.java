package org.jmlir.pdll.ast;

import java.util.List;

/** A typed PDLL expression. */
public sealed interface Expr extends Stmt {
  PdllType type();

  /** {@code attr<"text">}: the attribute is parsed from its text when a pattern runs. */
  record AttrLiteral(Loc loc, String text) implements Expr {
    @Override
    public PdllType type() {
      return PdllType.ATTR;
    }
  }

  /** {@code type<"text">}. */
  record TypeLiteral(Loc loc, String text) implements Expr {
    @Override
    public PdllType type() {
      return PdllType.TYPE;
    }
  }

  /** A reference to a variable, constraint or rewrite. */
  record DeclRef(Loc loc, Decl decl, PdllType type) implements Expr {}

  /** {@code parent.member}: a tuple element or an op result, by index or name. */
  record MemberAccess(Loc loc, Expr parent, String member, PdllType type) implements Expr {}

  /** All results of an op, as a Value or ValueRange (an op where values are expected). */
  record AllResults(Loc loc, Expr parent, PdllType type) implements Expr {}

  /** A call of a constraint or rewrite; {@code negated} for {@code not Native(...)}. */
  record Call(Loc loc, Expr callee, List<Expr> args, PdllType type, boolean negated) implements Expr {
    public Decl.Callable callable() {
      return (Decl.Callable) ((DeclRef) callee).decl();
    }
  }

  /** How a created op's result types are known (mlir-pdll's OpResultTypeContext). */
  enum ResultTypes {
    EXPLICIT,
    /** Those of the op a {@code replace} replaces. */
    REPLACEMENT,
    /** Inferred by the op itself. */
    INTERFACE
  }

  /** {@code op<name>(operands) {attributes} -> (resultTypes)}; {@code name} null for any op. */
  record Operation(
      Loc loc, String name, List<Expr> operands, List<NamedAttr> attributes, List<Expr> resultTypes, ResultTypes resultTypesFrom)
      implements Expr {
    @Override
    public PdllType type() {
      return new PdllType.Op(name);
    }
  }

  /** {@code name = value} in an op's attribute list. */
  record NamedAttr(Loc loc, String name, Expr value) {}

  /** {@code (a = x, y)}. */
  record Tuple(Loc loc, List<Expr> elements, List<String> names, PdllType type) implements Expr {}

  /** Values or types gathered into one range (a tuple converted to a range in a rewrite). */
  record Range(Loc loc, List<Expr> elements, PdllType type) implements Expr {}
}
