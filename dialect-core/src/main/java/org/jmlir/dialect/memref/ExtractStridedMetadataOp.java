package org.jmlir.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * {@code %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> ...}.
 * The sizes and strides groups (one value per dimension each) are declared as one variadic group.
 */
public final class ExtractStridedMetadataOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.extract_strided_metadata", ExtractStridedMetadataOp::new)
          .operand("source", ShapedConstraints.ANY_STRIDED_MEMREF)
          .result("base_buffer", ShapedConstraints.ANY_STRIDED_MEMREF_OF_RANK_0)
          .result("offset", TypeConstraint.INDEX)
          .variadicResult("sizes_and_strides", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .format("$source `:` type($source) `->` type(results) attr-dict")
          .verifier(ExtractStridedMetadataOp::verify)
          .resultNamer(ExtractStridedMetadataOp::names)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, MemRefFolds::extractStridedMetadata)
          .build();

  private ExtractStridedMetadataOp() {}

  private static void names(Operation op, OpDef.NameSetter names) {
    names.setName(op.result(0), "base_buffer");
    names.setName(op.result(1), "offset");
    int rank = (op.numResults() - 2) / 2;
    if (rank > 0) {
      names.setName(op.result(2), "sizes");
      names.setName(op.result(2 + rank), "strides");
    }
  }

  private static String list(List<Type> types) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < types.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(MemRefVerifiers.quoted(types.get(i)));
    }
    return sb.toString();
  }

  /** InferTypeOpAdaptor: the results must be exactly the inferred ones. */
  private static boolean verify(Operation op) {
    MemRefType src = (MemRefType) op.operand(0).type();
    List<Type> inferred = new ArrayList<>();
    inferred.add(MemRefType.get(op.context(), new long[0], src.elementType(), null, src.memorySpace()));
    Type index = IndexType.get(op.context());
    for (int i = 0; i < 1 + 2 * src.rank(); i++) {
      inferred.add(index);
    }
    if (!inferred.equals(op.resultTypes())) {
      op.emitOpError(
              "inferred type(s) " + list(inferred) + " are incompatible with return type(s) of operation "
                  + list(op.resultTypes()))
          .report();
      return op.emitOpError("failed to infer returned types").report();
    }
    return true;
  }
}
