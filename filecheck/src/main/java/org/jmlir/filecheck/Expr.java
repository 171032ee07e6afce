package org.jmlir.filecheck;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * A numeric expression AST node. Each node remembers where its text sits in its source buffer
 * ({@code start..end}) because errors point there.
 */
sealed interface Expr {
  int start();

  int end();

  /** The value, or an {@link EvalError} naming undefined variables or an overflow. */
  BigInteger eval() throws EvalError;

  /** The implicit format, or a located conflict error. */
  ExpressionFormat implicitFormat(SourceFile file) throws PatternError;

  /** An integer literal. */
  record Literal(int start, int end, BigInteger value) implements Expr {
    @Override
    public BigInteger eval() {
      return value;
    }

    @Override
    public ExpressionFormat implicitFormat(SourceFile file) {
      return ExpressionFormat.NONE;
    }
  }

  /** A use of a numeric variable (or {@code @LINE}). */
  record VarUse(int start, int end, String name, NumericVariable variable) implements Expr {
    @Override
    public BigInteger eval() throws EvalError {
      BigInteger v = variable.value;
      if (v == null) {
        throw EvalError.undefined(this);
      }
      return v;
    }

    @Override
    public ExpressionFormat implicitFormat(SourceFile file) {
      return variable.implicitFormat;
    }
  }

  /** The binary operators and functions FileCheck 22 knows. */
  enum Op {
    ADD,
    SUB,
    MUL,
    DIV,
    MAX,
    MIN;

    BigInteger apply(BigInteger l, BigInteger r) throws EvalError {
      return switch (this) {
        case ADD -> l.add(r);
        case SUB -> l.subtract(r);
        case MUL -> l.multiply(r);
        case DIV -> {
          if (r.signum() == 0) {
            throw EvalError.overflow();
          }
          yield l.divide(r);
        }
        case MAX -> l.compareTo(r) < 0 ? r : l;
        case MIN -> l.compareTo(r) < 0 ? l : r;
      };
    }
  }

  /** A binary operation or two-argument call. */
  record Binary(int start, int end, Op op, Expr left, Expr right) implements Expr {
    @Override
    public BigInteger eval() throws EvalError {
      BigInteger l = null;
      BigInteger r = null;
      EvalError err = null;
      try {
        l = left.eval();
      } catch (EvalError e) {
        err = e;
      }
      try {
        r = right.eval();
      } catch (EvalError e) {
        err = err == null ? e : err.join(e);
      }
      if (err != null) {
        throw err;
      }
      return op.apply(l, r);
    }

    @Override
    public ExpressionFormat implicitFormat(SourceFile file) throws PatternError {
      ExpressionFormat lf = left.implicitFormat(file);
      ExpressionFormat rf = right.implicitFormat(file);
      if (lf.isSet() && rf.isSet() && !lf.sameAs(rf)) {
        String text = file.text;
        throw new PatternError(file, start, "implicit format conflict between '"
            + text.substring(left.start(), left.end()) + "' (" + lf.spelling() + ") and '"
            + text.substring(right.start(), right.end()) + "' (" + rf.spelling()
            + "), need an explicit format specifier");
      }
      return lf.isSet() ? lf : rf;
    }
  }

  /** Why an expression has no value: undefined variables (in order), or an overflow. */
  final class EvalError extends Exception {
    final List<VarUse> undefined;
    final boolean overflow;

    private EvalError(List<VarUse> undefined, boolean overflow) {
      super(null, null, false, false);
      this.undefined = undefined;
      this.overflow = overflow;
    }

    static EvalError undefined(VarUse use) {
      List<VarUse> l = new ArrayList<>();
      l.add(use);
      return new EvalError(l, false);
    }

    static EvalError overflow() {
      return new EvalError(List.of(), true);
    }

    EvalError join(EvalError other) {
      List<VarUse> l = new ArrayList<>(undefined);
      l.addAll(other.undefined);
      return new EvalError(l, overflow || other.overflow);
    }
  }
}
