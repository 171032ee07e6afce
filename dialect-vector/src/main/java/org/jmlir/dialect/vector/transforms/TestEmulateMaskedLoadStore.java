package org.jmlir.dialect.vector.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code -test-vector-emulate-masked-load-store} (MLIR 22's populateVectorMaskedLoadStoreEmulationPatterns,
 * applied greedily): a 1-D {@code vector.maskedload} becomes, lane by lane, an {@code scf.if} on the
 * lane's mask bit that loads the element with {@code memref.load} and inserts it into the vector so
 * far (else the vector unchanged), starting from the pass-through; a {@code vector.maskedstore} an
 * {@code scf.if} per lane storing the extracted element. The last index advances by one per lane.
 */
public final class TestEmulateMaskedLoadStore extends Pass {
  public TestEmulateMaskedLoadStore(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "test-vector-emulate-masked-load-store";
  }

  @Override
  public String name() {
    return "TestVectorEmulateMaskedLoadStore";
  }

  @Override
  public String summary() {
    return "Test patterns that emulate the maskedload/maskedstore op by  memref.load/store and scf.if";
  }

  /** The two emulation patterns. */
  public static List<RewritePattern> patterns() {
    return List.of(
        new NamedPattern("VectorMaskedLoadOpConverter", "vector.maskedload", 1, (op, rw) -> emulate(op, rw, true)),
        new NamedPattern("VectorMaskedStoreOpConverter", "vector.maskedstore", 1, (op, rw) -> emulate(op, rw, false)));
  }

  private static boolean emulate(Operation op, PatternRewriter rw, boolean load) {
    // Operands: base, indices..., mask, passthru (load) or value (store).
    int n = op.numOperands();
    Value mask = op.operand(n - 2);
    VectorType maskType = (VectorType) mask.type();
    if (maskType.shape().length != 1) {
      return rw.notifyMatchFailure(op, "expected vector.maskedstore with 1-D mask");
    }
    MLIRContext ctx = rw.context();
    Value base = op.operand(0);
    List<Value> indices = new ArrayList<>(op.operands().subList(1, n - 2));
    Value vector = op.operand(n - 1);
    Type element = ((MemRefType) base.type()).elementType();
    Attribute alignment = op.inherentAttr("alignment");
    rw.setInsertionPoint(op);
    Value one = VectorTestPatternPass.create(rw, op, "arith.constant", List.of(), IndexType.get(ctx), "value", IntegerAttr.get(ctx, IndexType.get(ctx), 1));
    Value acc = vector;
    for (long i = 0; i < maskType.shape()[0]; i++) {
      Value bit = VectorTestPatternPass.create(rw, op, "vector.extract", List.of(mask), IntegerType.get(ctx, 1), "static_position", VectorTestPatternPass.position(ctx, i));
      Operation ifOp = VectorTestPatternPass.createIf(rw, op, bit, load ? List.of(acc.type()) : List.of());
      List<Value> access = new ArrayList<>();
      if (load) {
        access.add(base);
        access.addAll(indices);
        Value loaded = alignment == null ? VectorTestPatternPass.create(rw, op, "memref.load", access, element)
            : VectorTestPatternPass.create(rw, op, "memref.load", access, element, "alignment", alignment);
        Value inserted = VectorTestPatternPass.create(rw, op, "vector.insert", List.of(loaded, acc), acc.type(), "static_position", VectorTestPatternPass.position(ctx, i));
        VectorTestPatternPass.create(rw, op, "scf.yield", List.of(inserted), null);
        rw.setInsertionPointToEnd(ifOp.region(1).addBlock());
        VectorTestPatternPass.create(rw, op, "scf.yield", List.of(acc), null);
        acc = ifOp.result(0);
      } else {
        Value lane = VectorTestPatternPass.create(rw, op, "vector.extract", List.of(vector), element, "static_position", VectorTestPatternPass.position(ctx, i));
        access.add(lane);
        access.add(base);
        access.addAll(indices);
        if (alignment == null) {
          VectorTestPatternPass.create(rw, op, "memref.store", access, null);
        } else {
          VectorTestPatternPass.create(rw, op, "memref.store", access, null, "alignment", alignment);
        }
        VectorTestPatternPass.create(rw, op, "scf.yield", List.of(), null);
      }
      rw.setInsertionPointAfter(ifOp);
      int last = indices.size() - 1;
      indices.set(last, VectorTestPatternPass.create(rw, op, "arith.addi", List.of(indices.get(last), one), IndexType.get(ctx),
          "overflowFlags", org.jmlir.dialect.arith.IntegerOverflowFlagsAttr.get(ctx, 0)));
    }
    if (load) {
      rw.replaceOp(op, List.of(acc));
    } else {
      rw.eraseOp(op);
    }
    return true;
  }

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns()), GreedyRewriteConfig.BOTTOM_UP);
  }
}
