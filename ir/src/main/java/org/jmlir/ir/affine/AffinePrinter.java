package org.jmlir.ir.affine;

import org.jmlir.ir.affine.AffineExpr.Kind;

/** Prints affine expressions as mlir-opt 22 does (AsmPrinter's printAffineExprInternal). */
final class AffinePrinter {
  private AffinePrinter() {}

  static void print(AffineExpr expr, StringBuilder out) {
    print(expr, false, out);
  }

  private static void print(AffineExpr expr, boolean strong, StringBuilder out) {
    switch (expr) {
      case AffineDimExpr d -> out.append('d').append(d.position());
      case AffineSymbolExpr s -> out.append('s').append(s.position());
      case AffineConstantExpr c -> out.append(c.value());
      case AffineBinaryExpr b -> printBinary(b, strong, out);
    }
  }

  private static void printBinary(AffineBinaryExpr b, boolean strong, StringBuilder out) {
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
