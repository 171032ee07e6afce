package org.jmlir.pdll.ast;

import java.util.List;

/** A named PDLL entity: variable, constraint, rewrite or pattern. */
public sealed interface Decl permits Decl.Variable, Decl.Callable, Decl.Pattern, Decl.Builtin {
  /** The name, empty for an unnamed variable or pattern. */
  String name();

  /** Where the name is (or the keyword, for a declaration without one). */
  Loc loc();

  /** The constraints every PDLL variable may carry; {@code Builtin} and user constraints. */
  sealed interface Constraint permits Builtin, Callable {}

  /** A reference to a constraint in a variable's constraint list. */
  record ConstraintRef(Constraint constraint, Loc loc) {}

  /** The core constraints: {@code Attr<type>}, {@code Op<name>}, {@code Type}, ... */
  record Builtin(Kind kind, Expr typeExpr, String opName, Loc loc) implements Decl, Constraint {
    public enum Kind {
      ATTR,
      OP,
      TYPE,
      TYPE_RANGE,
      VALUE,
      VALUE_RANGE
    }

    @Override
    public String name() {
      return "";
    }
  }

  /** A variable: a {@code let}, an inline {@code name: Constraint}, an argument or a result. */
  final class Variable implements Decl {
    private final String name;
    private final Loc loc;
    private final PdllType type;
    private final Expr init;
    private final List<ConstraintRef> constraints;

    public Variable(String name, Loc loc, PdllType type, Expr init, List<ConstraintRef> constraints) {
      this.name = name;
      this.loc = loc;
      this.type = type;
      this.init = init;
      this.constraints = List.copyOf(constraints);
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public Loc loc() {
      return loc;
    }

    public PdllType type() {
      return type;
    }

    /** The initializer, or null. */
    public Expr init() {
      return init;
    }

    public List<ConstraintRef> constraints() {
      return constraints;
    }

    @Override
    public String toString() {
      return "Variable(" + name + ": " + type + ")";
    }
  }

  /**
   * A user {@code Constraint} or {@code Rewrite}: written in PDLL ({@code body} not null) or native
   * ({@code body} null; {@code code} holds its {@code [{ ... }]} text when given).
   */
  final class Callable implements Decl, Constraint {
    private final boolean isConstraint;
    private final String name;
    private final Loc loc;
    private final List<Variable> inputs;
    private final List<Variable> results;
    private final PdllType resultType;
    private final Stmt.Compound body;
    private final String code;

    public Callable(
        boolean isConstraint,
        String name,
        Loc loc,
        List<Variable> inputs,
        List<Variable> results,
        PdllType resultType,
        Stmt.Compound body,
        String code) {
      this.isConstraint = isConstraint;
      this.name = name;
      this.loc = loc;
      this.inputs = List.copyOf(inputs);
      this.results = List.copyOf(results);
      this.resultType = resultType;
      this.body = body;
      this.code = code;
    }

    public boolean isConstraint() {
      return isConstraint;
    }

    /** "Constraint" or "Rewrite", as mlir-pdll names a callable's kind in its messages. */
    public String kind() {
      return isConstraint ? "Constraint" : "Rewrite";
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public Loc loc() {
      return loc;
    }

    public List<Variable> inputs() {
      return inputs;
    }

    public List<Variable> results() {
      return results;
    }

    public PdllType resultType() {
      return resultType;
    }

    public Stmt.Compound body() {
      return body;
    }

    public boolean isNative() {
      return body == null;
    }

    public String code() {
      return code;
    }
  }

  /** {@code Pattern name with benefit(N), recursion { ... }}. */
  record Pattern(String name, Loc loc, int benefit, boolean recursion, Stmt.Compound body) implements Decl {
    /** The op the pattern rewrites: the root of its closing erase, replace or rewrite statement. */
    public Expr root() {
      Stmt last = body.statements().get(body.statements().size() - 1);
      return switch (last) {
        case Stmt.Erase e -> e.root();
        case Stmt.Replace r -> r.root();
        case Stmt.Rewrite r -> r.root();
        default -> throw new IllegalStateException("a checked pattern ends with a rewrite statement");
      };
    }
  }
}
