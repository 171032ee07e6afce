package org.jmlir.ir.affine;

import org.jmlir.ir.affine.AffineExpr.Kind;

/** Prints affine expressions as mlir-opt 22 does (AsmPrinter's printAffineExprInternal). */
public final class AffinePrinter {
  private AffinePrinter() {}

  /** Where an expression is printed: text, and its dims and symbols (d0/s0, or SSA operands). */
  public interface Sink {
    Sink append(String text);

    void dim(int position);

    void symbol(int position);

    default Sink append(char c) {
      return append(String.valueOf(c));
    }

    default Sink append(long n) {
      return append(String.valueOf(n));
    }
  }

  static void print(AffineExpr expr, StringBuilder out) {
    print(expr, false, new Sink() {
      @Override
      public Sink append(String text) {
        out.append(text);
        return this;
      }

      @Override
      public void dim(int position) {
        out.append('d').append(position);
      }

      @Override
      public void symbol(int position) {
        out.append('s').append(position);
      }
    });
  }

  /** Prints {@code expr} as mlir-opt does, its dims and symbols through the sink. */
  public static void print(AffineExpr expr, Sink out) {
    print(expr, false, out);
  }

  private static void print(AffineExpr expr, boolean strong, Sink out) {
    switch (expr) {
      case AffineDimExpr d -> out.dim(d.position());
      case AffineSymbolExpr s -> out.symbol(s.position());
      case AffineConstantExpr c -> out.append(c.value());
      case AffineBinaryExpr b -> printBinary(b, strong, out);
    }
  }

  private static void printBinary(AffineBinaryExpr b, boolean strong, Sink out) {
    AffineExpr lhs = b.lhs();
    AffineExpr rhs = b.rhs();
    if (strong) {
      out.append('(');
    }
    if (b.kind() != Kind.ADD) {
      if (b.kind() == Kind.MUL && rhs instanceof AffineConstantExpr c && c.value() == -1) {
        out.append('-');
        print(lhs, true, out);
      } else {
        print(lhs, true, out);
        out.append(switch (b.kind()) {
          case MUL -> " * ";
          case FLOOR_DIV -> " floordiv ";
          case CEIL_DIV -> " ceildiv ";
          default -> " mod ";
        });
        print(rhs, true, out);
      }
    } else if (rhs instanceof AffineBinaryExpr r && r.kind() == Kind.MUL
        && r.rhs() instanceof AffineConstantExpr rc && rc.value() <= -1) {
      print(lhs, false, out);
      out.append(" - ");
      if (rc.value() == -1) {
        print(r.lhs(), r.lhs().kind() == Kind.ADD, out);
      } else {
        print(r.lhs(), true, out);
        out.append(" * ").append(-rc.value());
      }
    } else if (rhs instanceof AffineConstantExpr c && c.value() < 0) {
      print(lhs, false, out);
      out.append(" - ").append(-c.value());
    } else {
      print(lhs, false, out);
      out.append(" + ");
      print(rhs, false, out);
    }
    if (strong) {
      out.append(')');
    }
  }
}
