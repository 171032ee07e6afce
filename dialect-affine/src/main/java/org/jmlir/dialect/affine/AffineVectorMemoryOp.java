package org.jmlir.dialect.affine;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.VectorType;

/**
 * {@code %v = affine.vector_load %m[subscripts] : memref<...>, vector<...>} and {@code
 * affine.vector_store %v, %m[subscripts] : memref<...>, vector<...>}: affine.load / affine.store of a
 * whole vector starting at the subscripts.
 */
public final class AffineVectorMemoryOp extends Operation implements org.jmlir.ir.MemoryEffectOpInterface {
  private static final TypeConstraint MEMREF = new TypeConstraint("memref of any type values", t -> t instanceof MemRefType);
  private static final TypeConstraint VECTOR = new TypeConstraint("vector of any type values", t -> t instanceof VectorType);

  public static final OpDef LOAD =
      OpSpec.define("affine.vector_load", AffineVectorMemoryOp::new)
          .operand("memref", MEMREF)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .attr("map", AffineMapOp.AFFINE_MAP)
          .result("result", VECTOR)
          .assembly(new AffineMemoryOp.Assembly(false, true))
          .verifier(op -> verify(op, 1))
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffinePatterns.memoryOp("affine.vector_load"))
          .build();

  public static final OpDef STORE =
      OpSpec.define("affine.vector_store", AffineVectorMemoryOp::new)
          .operand("value", VECTOR)
          .operand("memref", MEMREF)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .attr("map", AffineMapOp.AFFINE_MAP)
          .assembly(new AffineMemoryOp.Assembly(true, true))
          .verifier(op -> verify(op, 2))
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffinePatterns.memoryOp("affine.vector_store"))
          .build();

  private AffineVectorMemoryOp() {}

  @Override
  public List<Effect> effects() {
    return def() == STORE ? List.of(new Write(operand(1))) : List.of(new Read(operand(0)));
  }

  /** MLIR's AffineVector{Load,Store}Op::verify: the indexing, then the element types. */
  private static boolean verify(Operation op, int firstIndex) {
    if (!AffineMemoryOp.verifyIndexing(op, firstIndex)) {
      return false;
    }
    MemRefType memref = (MemRefType) op.operand(firstIndex - 1).type();
    VectorType vector = (VectorType) (firstIndex == 1 ? op.result(0).type() : op.operand(0).type());
    if (!memref.elementType().equals(vector.elementType())) {
      return op.emitOpError("requires memref and vector types of the same elemental type").report();
    }
    return true;
  }
}
