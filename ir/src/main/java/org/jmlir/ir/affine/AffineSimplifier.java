package org.jmlir.ir.affine;

import org.jmlir.ir.affine.AffineExpr.Kind;

/** The local simplifications MLIR applies when building binary affine expressions (AffineExpr.cpp). */
final class AffineSimplifier {
  private AffineSimplifier() {}

  private static Long constOf(AffineExpr e) {
    return e instanceof AffineConstantExpr c ? c.value() : null;
  }

  private static AffineBinaryExpr binOf(AffineExpr e, Kind kind) {
    return e instanceof AffineBinaryExpr b && b.kind() == kind ? b : null;
  }

  static AffineExpr simplifyAdd(AffineExpr lhs, AffineExpr rhs) {
    Long lc = constOf(lhs);
    Long rc = constOf(rhs);
    if (lc != null && rc != null) {
      long sum = lc + rc;
      if (((lc ^ sum) & (rc ^ sum)) < 0) {
        return null; // overflow: keep the expression
      }
      return AffineExpr.constant(sum);
    }
    // Only the RHS may be a constant; a symbolic operand goes to the right.
    if (lc != null || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())) {
      return rhs.add(lhs);
    }
    if (rc != null && rc == 0) {
      return lhs;
    }
    AffineBinaryExpr lAdd = binOf(lhs, Kind.ADD);
    if (lAdd != null && rc != null) {
      Long lrc = constOf(lAdd.rhs());
      if (lrc != null) {
        return lAdd.lhs().add(lrc + rc);
      }
    }
    // c1 * e + c2 * e -> (c1 + c2) * e.
    long c1 = 1;
    AffineExpr first = lhs;
    AffineBinaryExpr lMul = binOf(lhs, Kind.MUL);
    if (lMul != null && constOf(lMul.rhs()) != null) {
      c1 = constOf(lMul.rhs());
      first = lMul.lhs();
    }
    long c2 = 1;
    AffineExpr second = rhs;
    AffineBinaryExpr rMul = binOf(rhs, Kind.MUL);
    if (rMul != null && constOf(rMul.rhs()) != null) {
      c2 = constOf(rMul.rhs());
      second = rMul.lhs();
    }
    if (first.equals(second)) {
      return first.mul(AffineExpr.constant(c1 + c2));
    }
    // (e + c) + f -> (e + f) + c.
    if (lAdd != null) {
      Long lrc = constOf(lAdd.rhs());
      if (lrc != null) {
        return lAdd.lhs().add(rhs).add(lAdd.rhs());
      }
    }
    // e + ((e floordiv q) * q) * -1 -> e mod q, and e + (e floordiv c) * -c -> e mod c.
    if (!(rhs instanceof AffineBinaryExpr rBin)) {
      return null;
    }
    AffineExpr lrhs = rBin.lhs();
    AffineExpr rrhs = rBin.rhs();
    Long rrc = constOf(rrhs);
    AffineBinaryExpr lrhsMul = binOf(lrhs, Kind.MUL);
    if (rBin.kind() == Kind.MUL && rrc != null && rrc == -1 && lrhsMul != null) {
      AffineBinaryExpr fd = binOf(lrhsMul.lhs(), Kind.FLOOR_DIV);
      if (fd == null) {
        return null;
      }
      if (fd.rhs().equals(lrhsMul.rhs()) && lhs.equals(fd.lhs())) {
        return lhs.mod(lrhsMul.rhs());
      }
    }
    AffineBinaryExpr lrFd = binOf(lrhs, Kind.FLOOR_DIV);
    if (lrFd == null || rBin.kind() != Kind.MUL) {
      return null;
    }
    Long q = constOf(lrFd.rhs());
    if (q != null && q > 0 && lhs.equals(lrFd.lhs()) && rrc != null && rrc == -q) {
      return lhs.mod(lrFd.rhs());
    }
    return null;
  }

  static AffineExpr simplifyMul(AffineExpr lhs, AffineExpr rhs) {
    Long lc = constOf(lhs);
    Long rc = constOf(rhs);
    if (lc != null && rc != null) {
      return AffineExpr.constant(lc * rc);
    }
    if (!rhs.isSymbolicOrConstant() || lc != null) {
      if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
        return null; // not affine (d0 * d1): kept as written; the parser rejects it earlier
      }
      return rhs.mul(lhs);
    }
    if (rc != null) {
      if (rc == 1) {
        return lhs;
      }
      if (rc == 0) {
        return rhs;
      }
    }
    AffineBinaryExpr lMul = binOf(lhs, Kind.MUL);
    if (lMul != null && rc != null) {
      Long lrc = constOf(lMul.rhs());
      if (lrc != null) {
        return lMul.lhs().mul(lrc * rc);
      }
    }
    if (lMul != null) {
      Long lrc = constOf(lMul.rhs());
      if (lrc != null) {
        return lMul.lhs().mul(rhs).mul(lMul.rhs());
      }
    }
    // MLIR 22 orders a product of two symbols by position: s1 * s0 is s0 * s1.
    if (lhs instanceof AffineSymbolExpr ls && rhs instanceof AffineSymbolExpr rs && ls.position() > rs.position()) {
      return new AffineBinaryExpr(Kind.MUL, rhs, lhs);
    }
    return null;
  }

  static AffineExpr simplifyFloorDiv(AffineExpr lhs, AffineExpr rhs) {
    Long lc = constOf(lhs);
    Long rc = constOf(rhs);
    if (rc == null || rc < 1) {
      return null;
    }
    if (lc != null) {
      return AffineExpr.constant(Math.floorDiv(lc, rc));
    }
    if (rc == 1) {
      return lhs;
    }
    AffineBinaryExpr lMul = binOf(lhs, Kind.MUL);
    if (lMul != null) {
      Long lrc = constOf(lMul.rhs());
      if (lrc != null && lrc % rc == 0) {
        return lMul.lhs().mul(lrc / rc);
      }
    }
    AffineBinaryExpr lAdd = binOf(lhs, Kind.ADD);
    if (lAdd != null) {
      long llDiv = lAdd.lhs().largestKnownDivisor();
      long lrDiv = lAdd.rhs().largestKnownDivisor();
      if (llDiv % rc == 0 || lrDiv % rc == 0) {
        return lAdd.lhs().floorDiv(rhs).add(lAdd.rhs().floorDiv(rhs));
      }
    }
    return null;
  }

  static AffineExpr simplifyCeilDiv(AffineExpr lhs, AffineExpr rhs) {
    Long lc = constOf(lhs);
    Long rc = constOf(rhs);
    if (rc == null || rc < 1) {
      return null;
    }
    if (lc != null) {
      return AffineExpr.constant(-Math.floorDiv(-lc, rc));
    }
    if (rc == 1) {
      return lhs;
    }
    AffineBinaryExpr lMul = binOf(lhs, Kind.MUL);
    if (lMul != null) {
      Long lrc = constOf(lMul.rhs());
      if (lrc != null && lrc % rc == 0) {
        return lMul.lhs().mul(lrc / rc);
      }
    }
    return null;
  }

  static AffineExpr simplifyMod(AffineExpr lhs, AffineExpr rhs) {
    Long lc = constOf(lhs);
    Long rc = constOf(rhs);
    if (rc == null || rc < 1) {
      return null;
    }
    if (lc != null) {
      return AffineExpr.constant(Math.floorMod(lc, rc));
    }
    if (lhs.largestKnownDivisor() % rc == 0) {
      return AffineExpr.constant(0);
    }
    AffineBinaryExpr lAdd = binOf(lhs, Kind.ADD);
    if (lAdd != null) {
      if (lAdd.lhs().largestKnownDivisor() % rc == 0) {
        return lAdd.rhs().mod(rhs);
      }
      if (lAdd.rhs().largestKnownDivisor() % rc == 0) {
        return lAdd.lhs().mod(rhs);
      }
    }
    AffineBinaryExpr lMod = binOf(lhs, Kind.MOD);
    if (lMod != null) {
      Long inner = constOf(lMod.rhs());
      if (inner != null && inner >= 1 && Math.floorMod(inner, rc) == 0) {
        return lMod.lhs().mod(rhs);
      }
    }
    return null;
  }
}
