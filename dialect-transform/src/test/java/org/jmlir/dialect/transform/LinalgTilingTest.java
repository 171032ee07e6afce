package org.jmlir.dialect.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.jmlir.dialect.linalg.LinalgOp;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.type.IndexType;
import org.junit.jupiter.api.Test;

/** LinalgTiling driven directly: loop nests, iteration domains, the forall forms and the interchange completion. */
class LinalgTilingTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private Operation parse(String src) {
    return SourceParser.parse(ctx, src.getBytes(StandardCharsets.UTF_8), "t.mlir", ParseOptions.DEFAULT);
  }

  private OpFoldResult idx(long v) {
    return OpFoldResult.of(IntegerAttr.get(ctx, IndexType.get(ctx), v));
  }

  private LinalgOp first(Operation m, String name) {
    return (LinalgOp) m.collect(o -> o.name().equals(name)).get(0);
  }

  private static final String MATMUL =
      "func.func @f(%a: tensor<10x?xf32>, %b: tensor<?x6xf32>, %c: tensor<10x6xf32>) -> tensor<10x6xf32> {\n"
          + "  %0 = linalg.matmul ins(%a, %b : tensor<10x?xf32>, tensor<?x6xf32>) outs(%c : tensor<10x6xf32>) -> tensor<10x6xf32>\n"
          + "  return %0 : tensor<10x6xf32>\n"
          + "}\n";

  @Test
  void iterationDomainTakesStaticSizesAndDimsOfDynamicOnes() {
    Operation m = parse(MATMUL);
    LinalgOp mm = first(m, "linalg.matmul");
    PatternRewriter rw = new PatternRewriter(ctx);
    rw.setInsertionPoint(mm);
    List<OpFoldResult> domain = LinalgTiling.iterationDomain(rw, mm);
    assertEquals(3, domain.size());
    assertEquals(10L, LinalgTiling.constant(domain.get(0)));
    assertEquals(6L, LinalgTiling.constant(domain.get(1)));
    assertNull(LinalgTiling.constant(domain.get(2)), "k is the dynamic dim of %a");
    Operation dim = ((OpFoldResult.Folded) domain.get(2)).value().definingOp();
    assertEquals("tensor.dim", dim.name());
  }

  @Test
  void tilingBuildsOneLoopPerNonZeroSizeInInterchangeOrder() {
    Operation m = parse(MATMUL);
    LinalgOp mm = first(m, "linalg.matmul");
    PatternRewriter rw = new PatternRewriter(ctx);
    LinalgTiling.Tiled t =
        LinalgTiling.tileUsingFor(rw, mm, List.of(idx(4), idx(0), idx(2)), new boolean[0], mm.location(), new int[] {2, 0});
    assertEquals(2, t.loops().size());
    assertEquals("scf.for", t.loops().get(0).name());
    assertTrue(t.loops().get(0).isAncestor(t.loops().get(1)));
    // The outer loop steps by the k tile (interchange puts loop 2 first).
    Operation step = t.loops().get(0).operand(2).definingOp();
    assertEquals(2L, ((IntegerAttr) step.inherentAttr("value")).longValue());
    assertEquals("linalg.matmul", t.tiledOp().name());
    assertTrue(t.loops().get(1).isAncestor(t.tiledOp()));
    assertEquals(List.copyOf(t.loops().get(0).results()), t.replacements());
  }

  @Test
  void allZeroSizesLeaveTheOpAlone() {
    Operation m = parse(MATMUL);
    LinalgOp mm = first(m, "linalg.matmul");
    LinalgTiling.Tiled t =
        LinalgTiling.tileUsingFor(new PatternRewriter(ctx), mm, List.of(idx(0)), new boolean[0], mm.location(), new int[0]);
    assertSame(mm, t.tiledOp());
    assertTrue(t.loops().isEmpty());
  }

  @Test
  void forallOverThreadsCountsThreadsAndForallOverSizesCountsTiles() {
    Operation m = parse(MATMUL);
    LinalgTiling.Tiled threads =
        LinalgTiling.tileUsingForallThreads(new PatternRewriter(ctx), first(m, "linalg.matmul"), List.of(idx(3)), null);
    Operation forall = threads.loops().get(0);
    assertEquals("scf.forall", forall.name());
    assertEquals(3L, org.jmlir.dialect.utils.DynamicIndexList.values(forall.inherentAttr("staticUpperBound"))[0]);
    Operation m2 = parse(MATMUL);
    LinalgTiling.Tiled sizes =
        LinalgTiling.tileUsingForall(new PatternRewriter(ctx), first(m2, "linalg.matmul"), List.of(idx(3), idx(4)), null);
    long[] ubs = org.jmlir.dialect.utils.DynamicIndexList.values(sizes.loops().get(0).inherentAttr("staticUpperBound"));
    assertEquals(List.of(4L, 2L), List.of(ubs[0], ubs[1]), "ceildiv(10, 3) and ceildiv(6, 4) tiles");
  }

  @Test
  void interchangeIsCompletedWithTheMissingLoopsInOrder() {
    assertEquals(List.of(2, 0, 1, 3), toList(LinalgTiling.fillInterchange(new int[] {2}, 4)));
    assertEquals(List.of(0, 1, 2), toList(LinalgTiling.fillInterchange(new int[0], 3)));
  }

  private static List<Integer> toList(int[] a) {
    return java.util.Arrays.stream(a).boxed().toList();
  }
}
