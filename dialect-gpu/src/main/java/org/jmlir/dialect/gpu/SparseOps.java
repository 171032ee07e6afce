package org.jmlir.dialect.gpu;

import java.util.List;
import org.jmlir.dialect.gpu.GpuOps.GpuOp;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;

/**
 * The gpu dialect's sparse ops (MLIR 22's GPUOps.td, cuSPARSE-shaped): dense tensor and sparse matrix
 * handles, SpMV/SpMM/SDDMM/SpGEMM with their buffer-size queries. Each takes async dependencies and
 * optionally returns an async token; {@code -gpu-to-llvm} lowers them to the {@code mgpu*} sparse calls.
 */
public final class SparseOps {
  private SparseOps() {}

  private static TypeConstraint handle(SparseHandleType.Kind kind, String description) {
    return TypeConstraint.buildable(
        description, t -> t instanceof SparseHandleType h && h.kind() == kind, c -> SparseHandleType.get(c, kind));
  }

  static final TypeConstraint DN_TENSOR = handle(SparseHandleType.Kind.DNTENSOR, "dense tensor handle type");
  static final TypeConstraint SP_MAT = handle(SparseHandleType.Kind.SPMAT, "sparse matrix handle type");
  static final TypeConstraint SPGEMM_OP = handle(SparseHandleType.Kind.SPGEMMOP, "SpGEMM operation handle type");

  private static final AttrConstraint TRANSPOSE_MODE =
      GpuEnumAttr.bareCase(GpuEnumAttr.Kind.MAT_TRANSPOSE_MODE, "transpose mode of sparse matrix supported by sparse tensor ops");
  private static final AttrConstraint PRUNE_FLAG =
      GpuEnumAttr.bareCase(GpuEnumAttr.Kind.PRUNE_2TO4_SPMAT_FLAG, "pruning strategy for 2:4 sparse matrix");
  private static final AttrConstraint SPGEMM_KIND =
      GpuEnumAttr.bareCase(GpuEnumAttr.Kind.SPGEMM_KIND, "choose whether spgemm_work_estimation_or_compute does work estimation or compute");
  private static final AttrConstraint TYPE_ATTR = AttrConstraint.of("any type attribute", a -> a instanceof TypeAttr);

  private static final String ASYNC = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) ";

  /** An op with async dependencies first and the optional async token last. */
  private static OpSpec.Builder op(String mnemonic) {
    return OpSpec.define("gpu." + mnemonic, GpuOp::new)
        .variadicOperand("asyncDependencies", GpuOps.ASYNC_TOKEN)
        .customDirective("AsyncDependencies", AsyncDependencies.INSTANCE);
  }

  private static OpDef finish(OpSpec.Builder b, String format) {
    return b.optionalResult("asyncToken", GpuOps.ASYNC_TOKEN).format(ASYNC + format).build();
  }

  /** Ops with a handle or size result besides the token name them after ODS ({@code %spmat, %asyncToken}). */
  private static OpDef named(OpSpec.Builder b, String format) {
    return finish(b.resultNamer(GpuOps::nameByResult), format);
  }

  private static OpSpec.Builder modeA(OpSpec.Builder b) {
    return b.defaultAttr("modeA", TRANSPOSE_MODE, c -> GpuEnumAttr.get(c, GpuEnumAttr.Kind.MAT_TRANSPOSE_MODE, 0));
  }

  private static OpSpec.Builder modes(OpSpec.Builder b) {
    return modeA(b).defaultAttr("modeB", TRANSPOSE_MODE, c -> GpuEnumAttr.get(c, GpuEnumAttr.Kind.MAT_TRANSPOSE_MODE, 0));
  }

  private static OpSpec.Builder index(OpSpec.Builder b, String... names) {
    for (String n : names) {
      b.operand(n, TypeConstraint.INDEX);
    }
    return b;
  }

  private static OpSpec.Builder memrefs(OpSpec.Builder b, String... names) {
    for (String n : names) {
      b.operand(n, ShapedConstraints.ANY_MEMREF);
    }
    return b;
  }

  public static final OpDef CREATE_DN_TENSOR =
      named(
          op("create_dn_tensor")
              .operand("memref", ShapedConstraints.ANY_MEMREF)
              .variadicOperand("dims", TypeConstraint.INDEX)
              .result("dnTensor", DN_TENSOR),
          "$memref `,` $dims attr-dict `:` type($dims) `into` type($memref)");

  public static final OpDef DESTROY_DN_TENSOR =
      finish(op("destroy_dn_tensor").operand("dnTensor", DN_TENSOR), "$dnTensor attr-dict");

  /** create_coo, create_csr, create_csc: rows, cols, nnz and three memrefs. */
  private static OpDef createSpMat(String mnemonic, String first, String second) {
    return named(
        memrefs(index(op(mnemonic), "rows", "cols", "nnz"), first, second, "values").result("spmat", SP_MAT),
        "$rows `,` $cols `,` $nnz `,` $" + first + " `,` $" + second + " `,` $values attr-dict `:` type($" + first
            + ") `,` type($" + second + ") `,` type($values)");
  }

  public static final OpDef CREATE_COO = createSpMat("create_coo", "rowIdxs", "colIdxs");
  public static final OpDef CREATE_CSR = createSpMat("create_csr", "rowPos", "colIdxs");
  public static final OpDef CREATE_CSC = createSpMat("create_csc", "colPos", "rowIdxs");

  public static final OpDef CREATE_COO_AOS =
      named(
          memrefs(index(op("create_coo_aos"), "rows", "cols", "nnz"), "idxs", "values").result("spmat", SP_MAT),
          "$rows `,` $cols `,` $nnz `,` $idxs `,` $values attr-dict `:` type($idxs) `,` type($values)");

  public static final OpDef CREATE_BSR =
      named(
          memrefs(index(op("create_bsr"), "brows", "bcols", "bnnz", "rBlockSize", "cBlockSize"), "bRowPos", "bColIdxs", "values")
              .result("spmat", SP_MAT),
          "$brows `,` $bcols `,` $bnnz `,` $rBlockSize `,` $cBlockSize `,` $bRowPos `,` $bColIdxs `,` $values attr-dict `:`"
              + " type($bRowPos) `,` type($bColIdxs) `,` type($values)");

  public static final OpDef CREATE_2TO4_SPMAT =
      named(
          memrefs(index(op("create_2to4_spmat"), "rows", "cols"), "memref")
              .defaultAttr("pruneFlag", PRUNE_FLAG, c -> GpuEnumAttr.get(c, GpuEnumAttr.Kind.PRUNE_2TO4_SPMAT_FLAG, 2))
              .result("spMat", SP_MAT),
          "`{` $pruneFlag `}` $rows `,` $cols `,` $memref attr-dict `:` type($memref)");

  public static final OpDef DESTROY_SP_MAT = finish(op("destroy_sp_mat").operand("spmat", SP_MAT), "$spmat attr-dict");

  private static OpSpec.Builder computeType(OpSpec.Builder b) {
    return b.attr("computeType", TYPE_ATTR);
  }

  public static final OpDef SPMV_BUFFER_SIZE =
      named(
          computeType(modeA(op("spmv_buffer_size").operand("spmatA", SP_MAT).operand("dnX", DN_TENSOR).operand("dnY", DN_TENSOR)))
              .result("bufferSz", TypeConstraint.INDEX),
          "$spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY attr-dict `into` $computeType");

  public static final OpDef SPMV =
      finish(
          computeType(
              modeA(op("spmv").operand("spmatA", SP_MAT).operand("dnX", DN_TENSOR).operand("dnY", DN_TENSOR))
                  .operand("buffer", ShapedConstraints.ANY_MEMREF)),
          "$spmatA (`{` $modeA^ `}`)? `,` $dnX `,` $dnY `,` $buffer attr-dict `:` type($buffer) `into` $computeType");

  private static final String TWO_MODES = "(`{` $modeA^ `}`)? `,` $%s (`{` $modeB^ `}`)? `,` $%s";

  public static final OpDef SPMM_BUFFER_SIZE =
      named(
          computeType(modes(op("spmm_buffer_size").operand("spmatA", SP_MAT).operand("dnmatB", DN_TENSOR).operand("dnmatC", DN_TENSOR)))
              .variadicResult("bufferSzs", TypeConstraint.INDEX),
          "$spmatA " + TWO_MODES.formatted("dnmatB", "dnmatC") + " attr-dict `:` type($bufferSzs) `into` $computeType");

  public static final OpDef SPMM =
      finish(
          computeType(
              modes(op("spmm").operand("spmatA", SP_MAT).operand("dnmatB", DN_TENSOR).operand("dnmatC", DN_TENSOR))
                  .variadicOperand("buffers", ShapedConstraints.ANY_MEMREF)),
          "$spmatA " + TWO_MODES.formatted("dnmatB", "dnmatC") + " `,` $buffers attr-dict `:` type($buffers) `into` $computeType");

  public static final OpDef SDDMM_BUFFER_SIZE =
      named(
          computeType(modes(op("sddmm_buffer_size").operand("dnmatA", DN_TENSOR).operand("dnmatB", DN_TENSOR).operand("spmatC", SP_MAT)))
              .result("bufferSz", TypeConstraint.INDEX),
          "$dnmatA " + TWO_MODES.formatted("dnmatB", "spmatC") + " attr-dict `into` $computeType");

  public static final OpDef SDDMM =
      finish(
          computeType(
              modes(op("sddmm").operand("dnmatA", DN_TENSOR).operand("dnmatB", DN_TENSOR).operand("spmatC", SP_MAT))
                  .operand("buffer", ShapedConstraints.ANY_MEMREF)),
          "$dnmatA " + TWO_MODES.formatted("dnmatB", "spmatC") + " `,` $buffer attr-dict `:` type($buffer) `into` $computeType");

  public static final OpDef SPGEMM_CREATE_DESCR =
      named(op("spgemm_create_descr").result("desc", SPGEMM_OP), "attr-dict");

  public static final OpDef SPGEMM_DESTROY_DESCR =
      finish(op("spgemm_destroy_descr").operand("desc", SPGEMM_OP), "$desc attr-dict");

  /** The SpGEMM ops take the descriptor first, though their syntax writes it after the matrices. */
  private static OpSpec.Builder spgemm(String mnemonic) {
    return computeType(modes(op(mnemonic).operand("desc", SPGEMM_OP).operand("spmatA", SP_MAT).operand("spmatB", SP_MAT).operand("spmatC", SP_MAT)));
  }

  public static final OpDef SPGEMM_WORK_ESTIMATION_OR_COMPUTE =
      named(
          spgemm("spgemm_work_estimation_or_compute")
              .operand("bufferSz", TypeConstraint.INDEX)
              .operand("buffer", ShapedConstraints.ANY_MEMREF)
              .attr("kind", SPGEMM_KIND)
              .result("bufferSzNew", TypeConstraint.INDEX),
          "`{` $kind `}` $spmatA " + TWO_MODES.formatted("spmatB", "spmatC")
              + " `,` $desc `,` $bufferSz `,` $buffer attr-dict `:` $computeType `into` type($buffer)");

  public static final OpDef SPGEMM_COPY =
      finish(spgemm("spgemm_copy"), "$spmatA " + TWO_MODES.formatted("spmatB", "spmatC") + " `,` $desc attr-dict `:` $computeType");

  public static final OpDef SPMAT_GET_SIZE =
      named(
          op("spmat_get_size")
              .operand("spmat", SP_MAT)
              .result("rows", TypeConstraint.INDEX)
              .result("cols", TypeConstraint.INDEX)
              .result("nnz", TypeConstraint.INDEX),
          "$spmat attr-dict");

  public static final OpDef SET_CSR_POINTERS =
      finish(
          memrefs(op("set_csr_pointers").operand("spmat", SP_MAT), "positions", "coordinates", "values"),
          "$spmat `,` $positions `,` $coordinates `,` $values attr-dict `:` type($positions) `,` type($coordinates) `,`"
              + " type($values)");

  public static final List<OpDef> ALL =
      List.of(CREATE_DN_TENSOR, DESTROY_DN_TENSOR, CREATE_COO, CREATE_COO_AOS, CREATE_CSR, CREATE_CSC, CREATE_BSR,
          CREATE_2TO4_SPMAT, DESTROY_SP_MAT, SPMV_BUFFER_SIZE, SPMV, SPMM_BUFFER_SIZE, SPMM, SDDMM_BUFFER_SIZE, SDDMM,
          SPGEMM_CREATE_DESCR, SPGEMM_DESTROY_DESCR, SPGEMM_WORK_ESTIMATION_OR_COMPUTE, SPGEMM_COPY, SPMAT_GET_SIZE,
          SET_CSR_POINTERS);
}
