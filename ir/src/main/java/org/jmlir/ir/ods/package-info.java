/**
 * Declaring ops once (after MLIR's ODS and xDSL's irdl).
 *
 * <p>An op kind is an {@link org.jmlir.ir.ods.OpSpec}: its operands and results (single, optional or
 * variadic, each with a named {@link org.jmlir.ir.ods.TypeConstraint}), inherent attributes
 * (required, optional or default-valued, each with an {@link org.jmlir.ir.ods.AttrConstraint}),
 * regions, successors, traits, type-equality constraints and an assembly format in MLIR's
 * {@code assemblyFormat} syntax:
 *
 * <pre>{@code
 * public static final OpDef DEF =
 *     OpSpec.define("arith.addi", AddIOp::new)
 *         .operand("lhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
 *         .operand("rhs", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
 *         .result("result", TypeConstraint.SIGNLESS_INTEGER_OR_INDEX_LIKE)
 *         .defaultAttr("overflowFlags", ArithAttrs.OVERFLOW, ctx -> IntegerOverflowFlagsAttr.get(ctx, 0))
 *         .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE, Trait.COMMUTATIVE)
 *         .format("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)")
 *         .build();
 * }</pre>
 *
 * <p>{@code build()} yields the {@link org.jmlir.ir.OpDef}: the format compiles once, at the op's
 * first parse or print, into a {@link org.jmlir.ir.ods.format.FormatProgram} of directives that each
 * parse and print (the def's assembly), the declaration becomes the invariants verifier (counts, segment sizes, attribute and
 * type constraints, predicate traits, with MLIR's messages), default-valued attributes are filled
 * into the properties of every new op, and the spec stays reachable as
 * {@code def.extension(OpSpec.class)}. Ops whose syntax a format cannot express give a hand-written
 * {@link org.jmlir.ir.OpDef.Assembly} instead; an op cannot have both.
 */
package org.jmlir.ir.ods;
