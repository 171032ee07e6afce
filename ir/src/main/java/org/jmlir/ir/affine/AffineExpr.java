package org.jmlir.ir.affine;

/**
 * An affine expression over dimensions {@code d0..}, symbols {@code s0..} and constants. The
 * combinators ({@link #add}, {@link #mul}, {@link #floorDiv}, {@link #ceilDiv}, {@link #mod}) simplify
 * as MLIR's AffineExpr operators do, so expressions stay in MLIR's canonical form and print the same.
 * Values compare structurally.
 */
public sealed interface AffineExpr permits AffineDimExpr, AffineSymbolExpr, AffineConstantExpr, AffineBinaryExpr {
  /** The kinds, in MLIR's AffineExprKind order. */
  enum Kind {
    ADD,
    MUL,
    MOD,
    FLOOR_DIV,
    CEIL_DIV,
    CONSTANT,
    DIM,
    SYMBOL
  }

  Kind kind();

  static AffineExpr dim(int position) {
    return AffineDimExpr.of(position);
  }

  static AffineExpr symbol(int position) {
    return AffineSymbolExpr.of(position);
  }

  static AffineExpr constant(long value) {
    return AffineConstantExpr.of(value);
  }

  /** Whether this expression uses no dimensions. */
  default boolean isSymbolicOrConstant() {
    return switch (this) {
      case AffineDimExpr d -> false;
      case AffineSymbolExpr s -> true;
      case AffineConstantExpr c -> true;
      case AffineBinaryExpr b -> b.lhs().isSymbolicOrConstant() && b.rhs().isSymbolicOrConstant();
    };
  }

  /** Whether this is a pure affine expression (mul/div/mod by constants only on the right). */
  default boolean isPureAffine() {
    return switch (this) {
      case AffineDimExpr d -> true;
      case AffineSymbolExpr s -> true;
      case AffineConstantExpr c -> true;
      case AffineBinaryExpr b -> switch (b.kind()) {
        case ADD -> b.lhs().isPureAffine() && b.rhs().isPureAffine();
        case MUL -> b.lhs().isPureAffine() && b.rhs().isPureAffine()
            && (b.lhs() instanceof AffineConstantExpr || b.rhs() instanceof AffineConstantExpr);
        default -> b.lhs().isPureAffine() && b.rhs() instanceof AffineConstantExpr;
      };
    };
  }

  /** The largest constant known to divide this expression (MLIR's getLargestKnownDivisor). */
  default long largestKnownDivisor() {
    return switch (this) {
      case AffineDimExpr d -> 1;
      case AffineSymbolExpr s -> 1;
      case AffineConstantExpr c -> Math.abs(c.value());
      case AffineBinaryExpr b -> switch (b.kind()) {
        case MUL -> b.lhs().largestKnownDivisor() * b.rhs().largestKnownDivisor();
        case ADD, MOD -> gcd(b.lhs().largestKnownDivisor(), b.rhs().largestKnownDivisor());
        case FLOOR_DIV, CEIL_DIV -> {
          if (b.rhs() instanceof AffineConstantExpr c && c.value() != 0) {
            long l = b.lhs().largestKnownDivisor();
            yield l % c.value() == 0 ? Math.abs(l / c.value()) : 1;
          }
          yield 1;
        }
        default -> 1;
      };
    };
  }

  private static long gcd(long a, long b) {
    a = Math.abs(a);
    b = Math.abs(b);
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }

  // ---- combinators (MLIR's simplifying operators) ---------------------------------------------

  default AffineExpr add(AffineExpr other) {
    AffineExpr s = AffineSimplifier.simplifyAdd(this, other);
    return s != null ? s : new AffineBinaryExpr(Kind.ADD, this, other);
  }

  default AffineExpr add(long v) {
    return add(constant(v));
  }

  default AffineExpr mul(AffineExpr other) {
    AffineExpr s = AffineSimplifier.simplifyMul(this, other);
    return s != null ? s : new AffineBinaryExpr(Kind.MUL, this, other);
  }

  default AffineExpr mul(long v) {
    return mul(constant(v));
  }

  default AffineExpr neg() {
    return mul(constant(-1));
  }

  default AffineExpr sub(AffineExpr other) {
    return add(other.neg());
  }

  default AffineExpr floorDiv(AffineExpr other) {
    AffineExpr s = AffineSimplifier.simplifyFloorDiv(this, other);
    return s != null ? s : new AffineBinaryExpr(Kind.FLOOR_DIV, this, other);
  }

  default AffineExpr ceilDiv(AffineExpr other) {
    AffineExpr s = AffineSimplifier.simplifyCeilDiv(this, other);
    return s != null ? s : new AffineBinaryExpr(Kind.CEIL_DIV, this, other);
  }

  default AffineExpr mod(AffineExpr other) {
    AffineExpr s = AffineSimplifier.simplifyMod(this, other);
    return s != null ? s : new AffineBinaryExpr(Kind.MOD, this, other);
  }

  /** Combines with the simplifying operator for {@code kind} (ADD, MUL, MOD, FLOOR_DIV, CEIL_DIV). */
  static AffineExpr binary(Kind kind, AffineExpr lhs, AffineExpr rhs) {
    return switch (kind) {
      case ADD -> lhs.add(rhs);
      case MUL -> lhs.mul(rhs);
      case MOD -> lhs.mod(rhs);
      case FLOOR_DIV -> lhs.floorDiv(rhs);
      case CEIL_DIV -> lhs.ceilDiv(rhs);
      default -> throw new IllegalArgumentException("not a binary kind: " + kind);
    };
  }

  /** Replaces dims and symbols by the given expressions, re-simplifying. */
  default AffineExpr replaceDimsAndSymbols(AffineExpr[] dims, AffineExpr[] symbols) {
    return switch (this) {
      case AffineDimExpr d -> d.position() < dims.length ? dims[d.position()] : d;
      case AffineSymbolExpr s -> s.position() < symbols.length ? symbols[s.position()] : s;
      case AffineConstantExpr c -> c;
      case AffineBinaryExpr b -> binary(b.kind(), b.lhs().replaceDimsAndSymbols(dims, symbols),
          b.rhs().replaceDimsAndSymbols(dims, symbols));
    };
  }

  /** Appends MLIR's textual form ({@code d0 + s0 * 2}). */
  default void print(StringBuilder out) {
    AffinePrinter.print(this, out);
  }
}
