package org.jmlir.ir.ods;

import java.util.function.Predicate;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * A named type constraint (ODS's {@code TypeConstraint}): {@code description} is MLIR's summary
 * text, which the verifier quotes ("operand #0 must be signless-integer-like, but got 'f32'").
 */
public record TypeConstraint(String description, Predicate<Type> predicate) {
  public boolean test(Type t) {
    return predicate.test(t);
  }

  /** A predicate that also builds the one type it admits (ODS's BuildableType), so formats need not spell it. */
  public interface Buildable extends Predicate<Type> {
    Type build(org.jmlir.ir.MLIRContext ctx);
  }

  /** A constraint admitting the types {@code test} accepts, of which {@code build} makes the one a format infers. */
  public static TypeConstraint buildable(
      String description, Predicate<Type> test, java.util.function.Function<org.jmlir.ir.MLIRContext, Type> build) {
    return new TypeConstraint(
        description,
        new Buildable() {
          @Override
          public boolean test(Type t) {
            return test.test(t);
          }

          @Override
          public Type build(org.jmlir.ir.MLIRContext ctx) {
            return build.apply(ctx);
          }
        });
  }

  /**
   * A predicate over the types of one class (ODS's cppType, e.g. MemRefType): a format's {@code type($x)}
   * of a single value parses that kind, as MLIR's generated parsers do, and reports another kind as
   * "invalid kind of type specified: expected builtin.memref, but found 'index'".
   */
  public interface Kinded extends Predicate<Type> {
    /** The kind's name in that message, e.g. {@code builtin.memref}. */
    String kindName();

    /** Whether {@code t} is of the kind (the constraint itself may be narrower). */
    boolean isKind(Type t);
  }

  /** A constraint on types of one kind ({@link Kinded}) that admits those {@code test} accepts. */
  public static TypeConstraint ofKind(String description, String kindName, Predicate<Type> isKind, Predicate<Type> test) {
    return new TypeConstraint(
        description,
        new Kinded() {
          @Override
          public String kindName() {
            return kindName;
          }

          @Override
          public boolean isKind(Type t) {
            return isKind.test(t);
          }

          @Override
          public boolean test(Type t) {
            return test.test(t);
          }
        });
  }

  /** Any type (no check). */
  public static final TypeConstraint ANY = new TypeConstraint("any type", t -> true);

  public static final TypeConstraint INDEX = new TypeConstraint("index", t -> t instanceof IndexType);

  /** ODS's I32: a buildable type, so formats need not spell it. */
  public static final TypeConstraint I32 =
      new TypeConstraint("32-bit signless integer", t -> t instanceof IntegerType i && i.isSignless() && i.width() == 32);

  /** ODS's I64: buildable like I32. */
  public static final TypeConstraint I64 =
      new TypeConstraint("64-bit signless integer", t -> t instanceof IntegerType i && i.isSignless() && i.width() == 64);

  /** ODS's F32: buildable like I32. */
  public static final TypeConstraint F32 =
      new TypeConstraint("32-bit float", t -> t instanceof org.jmlir.ir.type.FloatType f && f.kind() == org.jmlir.ir.type.FloatType.Kind.F32);

  public static final TypeConstraint I1 = new TypeConstraint("1-bit signless integer", TypeConstraint::isI1);

  // ---- predicates on scalars -----------------------------------------------------------------

  public static boolean isSignlessInteger(Type t) {
    return t instanceof IntegerType it && it.isSignless();
  }

  public static boolean isSignlessIntegerOrIndex(Type t) {
    return t instanceof IndexType || isSignlessInteger(t);
  }

  public static boolean isFloat(Type t) {
    return t instanceof FloatType;
  }

  public static boolean isI1(Type t) {
    return t instanceof IntegerType it && it.isSignless() && it.width() == 1;
  }

  // ---- "X-like": a scalar X, or a vector (any rank) or tensor of X ----------------------------

  /** {@code scalar} itself, a vector of it, or a (ranked or unranked) tensor of it. */
  public static boolean isLike(Type t, Predicate<Type> scalar) {
    if (t instanceof VectorType v) {
      return scalar.test(v.elementType());
    }
    if (t instanceof TensorType s) {
      return scalar.test(s.elementType());
    }
    return scalar.test(t);
  }

  /** A memref whose element satisfies {@code element}. */
  public static boolean isMemRefOf(Type t, Predicate<Type> element) {
    return t instanceof MemRefType m && element.test(m.elementType());
  }

  /** MLIR's SignlessIntegerOrIndexLike. */
  public static final TypeConstraint SIGNLESS_INTEGER_OR_INDEX_LIKE =
      new TypeConstraint("signless-integer-like", t -> isLike(t, TypeConstraint::isSignlessIntegerOrIndex));

  /** MLIR's SignlessIntegerLike (no index). */
  public static final TypeConstraint SIGNLESS_INTEGER_LIKE =
      new TypeConstraint("signless-integer-like", t -> isLike(t, TypeConstraint::isSignlessInteger));

  /** MLIR's FloatLike. */
  public static final TypeConstraint FLOAT_LIKE =
      new TypeConstraint("floating-point-like", t -> isLike(t, TypeConstraint::isFloat));

  /** MLIR's BoolLike: i1 or a vector/tensor of i1. */
  public static final TypeConstraint BOOL_LIKE = new TypeConstraint("bool-like", t -> isLike(t, TypeConstraint::isI1));

  /** MLIR's SignlessIntegerOrFloatLike. */
  public static final TypeConstraint SIGNLESS_INTEGER_OR_FLOAT_LIKE =
      new TypeConstraint(
          "signless-integer-or-float-like", t -> isLike(t, e -> isSignlessInteger(e) || e instanceof FloatType));

  /** MLIR's AnySignlessIntegerOrIndex. */
  public static final TypeConstraint SIGNLESS_INTEGER_OR_INDEX =
      new TypeConstraint("signless integer or index", TypeConstraint::isSignlessIntegerOrIndex);
}
