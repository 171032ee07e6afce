package org.jmlir.dialect.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.jmlir.dialect.testing.RoundTrip;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.junit.jupiter.api.Test;

class IndexOpsTest {
  @Test
  void everyOpOfIndexOpsTdIsRegistered() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    for (String name :
        List.of(
            "add", "sub", "mul", "divs", "divu", "ceildivs", "ceildivu", "floordivs", "rems", "remu", "maxs", "maxu",
            "mins", "minu", "shl", "shrs", "shru", "and", "or", "xor", "casts", "castu", "cmp", "sizeof", "constant",
            "bool.constant")) {
      assertTrue(ctx.lookupOp("index." + name) != null, name);
    }
    assertTrue(BinaryOp.ADD.hasTrait(Trait.COMMUTATIVE));
    assertTrue(!BinaryOp.SUB.hasTrait(Trait.COMMUTATIVE));
    assertTrue(ConstantOp.DEF.hasTrait(Trait.CONSTANT_LIKE));
  }

  @Test
  void predicateAttributesAreInterned() {
    MLIRContext ctx = new MLIRContext();
    IndexCmpPredicateAttr a = IndexCmpPredicateAttr.get(ctx, IndexCmpPredicate.ULE);
    assertSame(a, IndexCmpPredicateAttr.get(ctx, IndexCmpPredicate.ULE));
    assertEquals("cmp_predicate ule", a.body());
    assertEquals(IndexCmpPredicate.SGE, IndexCmpPredicate.fromKeyword("sge"));
    assertNull(IndexCmpPredicate.fromKeyword("lt"));
  }

  @Test
  void customFormRoundTripsWithNameHints() {
    String out =
        RoundTrip.roundTrip(
            "func.func @f(%a: index, %b: index) -> i1 {\n"
                + "  %c = index.constant -3\n"
                + "  %t = index.bool.constant true\n"
                + "  %s = index.shrs %a, %c\n"
                + "  %p = index.cmp uge(%s, %b)\n"
                + "  return %p : i1\n"
                + "}\n",
            false);
    assertTrue(out.contains("%idx-3 = index.constant -3\n"), out);
    assertTrue(out.contains("%true = index.bool.constant true\n"), out);
    assertTrue(out.contains("%0 = index.shrs %arg0, %idx-3\n"), out);
    assertTrue(out.contains("%1 = index.cmp uge(%0, %arg1)\n"), out);
  }

  @Test
  void genericFormCarriesThePredicateAttribute() {
    RoundTrip.Result r =
        RoundTrip.run("func.func @f(%a: index) -> i1 {\n  %p = index.cmp ne(%a, %a)\n  return %p : i1\n}\n", true);
    assertTrue(
        r.output().contains("\"index.cmp\"(%arg0, %arg0) <{pred = #index<cmp_predicate ne>}> : (index, index) -> i1"),
        r.output());
  }

  @Test
  void typedAccessors() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    Operation module =
        org.jmlir.ir.parse.SourceParser.parse(
            ctx,
            "func.func @f(%a: index, %b: index) {\n  %p = index.cmp slt(%a, %b)\n  %c = index.castu %a : index to i8\n  return\n}\n"
                .getBytes(java.nio.charset.StandardCharsets.UTF_8),
            "t.mlir",
            org.jmlir.ir.parse.ParseOptions.DEFAULT);
    Operation func = module.region(0).front().first();
    Operation first = func.region(0).front().first();
    CmpOp cmp = assertInstanceOf(CmpOp.class, first);
    assertEquals(IndexCmpPredicate.SLT, cmp.predicate());
    CastOp cast = assertInstanceOf(CastOp.class, first.nextInBlock());
    assertTrue(!cast.isSigned());
  }

  @Test
  void castsNeedExactlyOneIndexSide() {
    RoundTrip.Result r =
        RoundTrip.run("func.func @f(%i: i32) {\n  %0 = index.casts %i : i32 to i64\n  return\n}\n", false);
    assertNull(r.output());
    assertTrue(
        r.diagnostics().contains("2:8: 'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible"),
        r.diagnostics().toString());
  }

  @Test
  void materializesIndexAndBoolConstants() {
    MLIRContext ctx = MLIRContext.withAllDialects();
    org.jmlir.ir.Dialect index = ctx.getOrLoadDialect("index");
    org.jmlir.ir.loc.Location loc = org.jmlir.ir.loc.UnknownLoc.get(ctx);
    org.jmlir.ir.type.IndexType indexType = org.jmlir.ir.type.IndexType.get(ctx);
    Operation c = index.materializeConstant(org.jmlir.ir.attr.IntegerAttr.get(ctx, indexType, 7), indexType, loc);
    ConstantOp constant = assertInstanceOf(ConstantOp.class, c);
    assertEquals(7, constant.value().longValue());
    Operation b =
        index.materializeConstant(
            org.jmlir.ir.attr.IntegerAttr.bool(ctx, true), org.jmlir.ir.type.IntegerType.get(ctx, 1), loc);
    assertTrue(assertInstanceOf(BoolConstantOp.class, b).value());
    assertNull(
        index.materializeConstant(
            org.jmlir.ir.attr.IntegerAttr.get(ctx, org.jmlir.ir.type.IntegerType.get(ctx, 32), 7),
            org.jmlir.ir.type.IntegerType.get(ctx, 32),
            loc));
  }
}
