package org.jmlir.dialect.vector;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/**
 * {@code vector.mask %m[, %passthru] { <maskable op> } : vector<..xi1> [-> types]} and its terminator
 * {@code vector.yield}, as MLIR 22's MaskOp: the region holds at most one maskable op (transfer_read,
 * transfer_write, contract, reduction, multi_reduction) and a yield of its results, which the custom
 * form elides. The maskable op's expected mask type and passthru support are {@link #expectedMaskType}
 * and {@link #supportsPassthru}.
 */
public final class VectorMask {
  private VectorMask() {}

  public static final OpDef YIELD =
      VectorOps.op("yield")
          .variadicOperand("operands", TypeConstraint.ANY)
          .traits(Trait.PURE)
          .traits(Trait.RETURN_LIKE, Trait.TERMINATOR)
          .format("attr-dict ($operands^ `:` type($operands))?")
          .build();

  public static final OpDef MASK =
      VectorOps.op("mask")
          .operand("mask", new TypeConstraint("vector of 1-bit signless integer values",
              t -> t instanceof VectorType v && v.shape().length > 0 && TypeConstraint.isI1(v.elementType())))
          .optionalOperand("passthru", TypeConstraint.ANY)
          .variadicResult("results", TypeConstraint.ANY)
          .sizedRegion("maskRegion", 1)
          .traits(Trait.SINGLE_BLOCK, Trait.NO_REGION_ARGUMENTS, Trait.RECURSIVE_MEMORY_EFFECTS)
          .assembly(VectorCustomOps.assembly(VectorMask::parse, VectorMask::print))
          .verifier(VectorMask::verify)
          .extension(CanonicalizationPatterns.class, new CanonicalizationPatterns(patterns()))
          .extension(org.jmlir.ir.rewrite.OpFolder.class, VectorMask::fold)
          .build();

  /**
   * MaskOp::fold's case that needs no new IR: a mask whose region only yields folds to the yielded
   * values, whatever the mask (so greedy rewrites such as convert-vector-to-llvm's and gpu-to-llvm's
   * first phase drop it). The all-true case, which moves the masked op out, stays a pattern.
   */
  private static List<org.jmlir.ir.rewrite.OpFoldResult> fold(Operation mask, List<org.jmlir.ir.attr.Attribute> constants) {
    if (mask.numResults() == 0 || mask.region(0).isEmpty() || maskedOp(mask) != null) {
      return null;
    }
    List<org.jmlir.ir.rewrite.OpFoldResult> out = new ArrayList<>();
    for (Value v : mask.region(0).front().last().operands()) {
      out.add(org.jmlir.ir.rewrite.OpFoldResult.of(v));
    }
    return out.size() == mask.numResults() ? out : null;
  }

  /** The masked op in {@code mask}'s region, or null when it only yields. */
  public static Operation maskedOp(Operation mask) {
    Region r = mask.region(0);
    if (r.isEmpty()) {
      return null;
    }
    Operation first = r.front().first();
    return first == null || first.def() == YIELD ? null : first;
  }

  /** The passthru operand, or null. */
  public static Value passthru(Operation mask) {
    return mask.numOperands() > 1 ? mask.operand(1) : null;
  }

  /**
   * MLIR's maskOperation: {@code op}, just created before {@code at}, moved into a new
   * {@code vector.mask %mask} (built before {@code at}) that yields its results; the mask op.
   */
  public static Operation maskOperation(org.jmlir.ir.rewrite.PatternRewriter rw, Operation at, Operation op, Value mask) {
    MLIRContext ctx = rw.context();
    OperationState s = new OperationState(ctx, MASK, at.location());
    s.addOperands(List.of(mask));
    s.addTypes(op.resultTypes());
    s.addRegion();
    rw.setInsertionPoint(at);
    Operation m = rw.create(s);
    Block block = m.region(0).addBlock();
    op.remove();
    block.append(op);
    OperationState y = new OperationState(ctx, YIELD, at.location());
    y.addOperands(new ArrayList<>(op.results()));
    block.append(Operation.create(y));
    return m;
  }

  // ---- syntax --------------------------------------------------------------------------------

  private static void parse(OpAsmParser p, OperationState s) {
    UnresolvedOperand mask = p.parseOperand();
    UnresolvedOperand passthru = p.parseOptionalComma() ? p.parseOperand() : null;
    Region region = s.addRegion();
    p.parseRegion(region, List.of(), false);
    ensureTerminator(region, p);
    p.parseOptionalAttrDict(s.attributes);
    Type maskType = p.parseColonType();
    List<Type> results = new ArrayList<>();
    p.parseOptionalArrowTypeList(results);
    s.addTypes(results);
    s.addOperand(p.resolveOperand(mask, maskType));
    if (passthru != null) {
      if (results.isEmpty()) {
        throw p.emitError(p.nameOffset(), "expects a result if passthru operand is provided");
      }
      s.addOperand(p.resolveOperand(passthru, results.get(0)));
    }
  }

  /** MaskOp::ensureTerminator: a lone masked op gets a yield of its results; an empty block an empty yield. */
  private static void ensureTerminator(Region region, OpAsmParser p) {
    if (region.isEmpty()) {
      region.addBlock();
    }
    Block block = region.front();
    Operation last = block.last();
    if (last != null && last.def() == YIELD) {
      return;
    }
    List<Value> yielded = last != null && block.size() == 1 ? new ArrayList<>(last.results()) : List.of();
    OperationState y = new OperationState(p.context(), YIELD, p.encodeLocation(p.nameOffset()));
    y.addOperands(yielded);
    block.append(Operation.create(y));
  }

  private static void print(Operation op, OpAsmPrinter p) {
    p.print(' ');
    p.printOperand(op.operand(0));
    if (op.numOperands() > 1) {
      p.print(", ");
      p.printOperand(op.operand(1));
    }
    p.print(" { ");
    Region r = op.region(0);
    if (!r.isEmpty() && r.front().first() != null) {
      p.printCustomOrGenericOp(r.front().first());
    }
    p.print(" }");
    p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
    p.print(" : ");
    p.printType(op.operand(0).type());
    if (op.numResults() > 0) {
      p.print(" -> ");
      List<Type> ts = new ArrayList<>();
      for (Value v : op.results()) {
        ts.add(v.type());
      }
      if (ts.size() == 1) {
        p.printType(ts.get(0));
      } else {
        p.print('(');
        for (int i = 0; i < ts.size(); i++) {
          p.print(i > 0 ? ", " : "");
          p.printType(ts.get(i));
        }
        p.print(')');
      }
    }
  }

  // ---- verification --------------------------------------------------------------------------

  private static boolean verify(Operation op) {
    Block block = op.region(0).isEmpty() ? null : op.region(0).front();
    if (block == null || block.isEmpty()) {
      return VectorVerifiers.fail(op, "expects a terminator within the mask region");
    }
    if (block.size() > 2) {
      return VectorVerifiers.fail(op, "expects only one operation to mask");
    }
    Operation terminator = block.last();
    if (terminator.def() != YIELD) {
      return VectorVerifiers.fail(op, "expects a terminator within the mask region");
    }
    if (terminator.numOperands() != op.numResults()) {
      return VectorVerifiers.fail(op, "expects number of results to match mask region yielded values");
    }
    if (block.size() == 1) {
      return true;
    }
    Operation masked = block.first();
    VectorType expected = expectedMaskType(masked);
    if (expected == null) {
      return VectorVerifiers.fail(op, "expects a MaskableOpInterface within the mask region");
    }
    if (masked.numResults() != op.numResults()) {
      return VectorVerifiers.fail(op, "expects number of results to match maskable operation number of results");
    }
    for (int i = 0; i < masked.numResults(); i++) {
      if (terminator.operand(i) != masked.result(i)) {
        return VectorVerifiers.fail(op,
            "expects all the results from the MaskableOpInterface to match all the values returned by the terminator");
      }
    }
    int vectors = 0;
    for (int i = 0; i < masked.numResults(); i++) {
      if (!masked.result(i).type().equals(op.result(i).type())) {
        return VectorVerifiers.fail(op, "expects result type to match maskable operation result type");
      }
      vectors += masked.result(i).type() instanceof VectorType ? 1 : 0;
    }
    if (vectors > 1) {
      return VectorVerifiers.fail(op, "multiple vector results not supported");
    }
    if (!op.operand(0).type().equals(expected)) {
      return VectorVerifiers.fail(op, "expects a '" + VectorVerifiers.text(expected) + "' mask for the maskable operation");
    }
    Value passthru = passthru(op);
    if (passthru != null) {
      if (!supportsPassthru(masked)) {
        return VectorVerifiers.fail(op, "doesn't expect a passthru argument for this maskable operation");
      }
      if (masked.numResults() != 1) {
        return VectorVerifiers.fail(op, "expects result when passthru argument is provided");
      }
      if (!passthru.type().equals(masked.result(0).type())) {
        return VectorVerifiers.fail(op, "expects passthru type to match result type");
      }
    }
    return true;
  }

  /**
   * The mask type {@code op} expects under {@code vector.mask} (MaskableOpInterface's
   * getExpectedMaskType), or null when {@code op} is not maskable: transfers through their
   * permutation map, reductions over their source shape, contractions over the iteration space.
   */
  public static VectorType expectedMaskType(Operation op) {
    MLIRContext ctx = op.context();
    IntegerType i1 = IntegerType.get(ctx, 1);
    if (op.def() == VectorCustomOps.TRANSFER_READ || op.def() == VectorCustomOps.TRANSFER_WRITE) {
      VectorType v = (VectorType) (op.def() == VectorCustomOps.TRANSFER_READ ? op.result(0).type() : op.operand(0).type());
      return VectorTransfers.maskType(ctx, v, VectorTransfers.permutationMap(op));
    }
    if (op.def() == VectorOps.REDUCTION || op.def() == VectorOps.MULTI_REDUCTION) {
      VectorType src = (VectorType) op.operand(0).type();
      return VectorType.get(ctx, src.shape(), src.scalableDims(), i1);
    }
    if (op.def() == VectorCustomOps.CONTRACT) {
      return VectorType.get(ctx, contractionBounds(op), i1);
    }
    if (op.def() == VectorCustomOps.OUTERPRODUCT && op.numResults() == 1 && op.result(0).type() instanceof VectorType res) {
      return VectorType.get(ctx, res.shape(), res.scalableDims(), i1); // MLIR: the result's shape, i1 lanes
    }
    return null;
  }

  /** Whether {@code op} takes a passthru value under {@code vector.mask} (transfer_read only). */
  public static boolean supportsPassthru(Operation op) {
    return op.def() == VectorCustomOps.TRANSFER_READ;
  }

  /** The size of each iteration dimension of a {@code vector.contract}, read off its operand shapes. */
  public static long[] contractionBounds(Operation op) {
    List<Attribute> maps = ((ArrayAttr) op.inherentAttr("indexing_maps")).elements();
    int dims = ((AffineMapAttr) maps.get(0)).map().numDims();
    long[] bounds = new long[dims];
    for (int i = 0; i < 3; i++) {
      if (!(op.operand(i).type() instanceof VectorType v)) {
        continue;
      }
      AffineMap m = ((AffineMapAttr) maps.get(i)).map();
      for (int r = 0; r < m.numResults(); r++) {
        AffineExpr e = m.results().get(r);
        if (e instanceof AffineDimExpr d) {
          bounds[d.position()] = v.shape()[r];
        }
      }
    }
    return bounds;
  }

  // ---- canonicalization ----------------------------------------------------------------------

  private static List<RewritePattern> patterns() {
    return List.of(
        new NamedPattern("ElideEmptyMaskOp", "vector.mask", 1, VectorMask::elideEmpty),
        new NamedPattern("FoldAllTrueMaskOp", "vector.mask", 1, VectorMask::foldAllTrue));
  }

  /** A mask that only yields is replaced by the yielded values (or erased). */
  private static boolean elideEmpty(Operation mask, PatternRewriter rw) {
    if (maskedOp(mask) != null || mask.region(0).isEmpty()) {
      return false;
    }
    Operation yield = mask.region(0).front().last();
    List<Value> values = new ArrayList<>(yield.operands());
    if (values.isEmpty()) {
      rw.eraseOp(mask);
    } else {
      rw.replaceOp(mask, values);
    }
    return true;
  }

  /** MaskOp::fold: under an all-true mask the masked op moves out and replaces the mask. */
  private static boolean foldAllTrue(Operation mask, PatternRewriter rw) {
    if (maskedOp(mask) == null || !isAllTrue(mask.operand(0))) {
      return false;
    }
    Block block = mask.region(0).front();
    Operation yield = block.last();
    List<Value> values = new ArrayList<>(yield.operands());
    rw.eraseOp(yield);
    rw.inlineBlockBefore(block, mask, List.of());
    if (values.isEmpty()) {
      rw.eraseOp(mask);
    } else {
      rw.replaceOp(mask, values);
    }
    return true;
  }

  /**
   * Whether {@code mask} is known to set every lane (MLIR's getMaskFormat AllTrue): a true splat or
   * all-true constant, a constant_mask covering the shape, or a create_mask of constant bounds that do.
   */
  public static boolean isAllTrue(Value mask) {
    Operation def = mask.definingOp();
    if (def == null || !(mask.type() instanceof VectorType vt)) {
      return false;
    }
    long[] shape = vt.shape();
    if (def.name().equals("arith.constant") && def.inherentAttr("value") instanceof DenseIntOrFPElementsAttr d) {
      for (long i = 0, n = d.storedElements(); i < n; i++) {
        if (d.scalarBits(i, 1).signum() == 0) {
          return false;
        }
      }
      return d.elementType() instanceof IntegerType it && it.width() == 1;
    }
    if (def.def() == VectorOps.CONSTANT_MASK) {
      long[] sizes = VectorOp.longs(def.inherentAttr("mask_dim_sizes"));
      for (int i = 0; i < shape.length; i++) {
        if (vt.scalableDims()[i] || sizes[i] != shape[i]) {
          return false;
        }
      }
      return true;
    }
    if (def.def() == VectorOps.CREATE_MASK && !vt.isScalable()) {
      for (int i = 0; i < shape.length; i++) {
        Operation c = def.operand(i).definingOp();
        if (c == null || !c.name().equals("arith.constant") || !(c.inherentAttr("value") instanceof IntegerAttr ia)
            || ia.longValue() < shape[i]) {
          return false;
        }
      }
      return true;
    }
    return false;
  }
}
