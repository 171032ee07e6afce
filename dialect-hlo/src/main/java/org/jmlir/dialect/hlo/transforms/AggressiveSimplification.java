package org.jmlir.dialect.hlo.transforms;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.fold.ConstFold;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.dialect.hlo.GatherDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloEnum;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.MemoryEffectOpInterface;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.GreedyPatternRewriteDriver;
import org.jmlir.ir.rewrite.GreedyRewriteConfig;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * {@code --stablehlo-aggressive-simplification} (StableHLO's StablehloAggressiveSimplification and
 * its declarative patterns): constants to the right of commutative ops and compare; identities and
 * absorbing constants (add/subtract 0, multiply by 1 or integer 0, and/or/xor with 0 or all ones,
 * x-x and x^x); no-op convert, reshape, pad, slice, reverse, transpose, broadcast_in_dim, concatenate
 * and dynamic_update_slice; reshape/transpose/broadcast_in_dim/dynamic_reshape/
 * dynamic_broadcast_in_dim chains merged; broadcast_in_dim to reshape or transpose, transpose to
 * reshape; the dynamic ops with constant or static shapes to their static forms (dynamic_slice,
 * real_dynamic_slice, dynamic_pad, dynamic_gather, dynamic_reshape, dynamic_iota,
 * dynamic_broadcast_in_dim); gather of constant indices to slice; iota as broadcast of a 1-d iota;
 * select of equal branches, a constant predicate or a negated predicate; slice of concatenate;
 * concatenate flattening and empty operands; the reduce rewrites (no dimensions, results computed
 * outside the body, unused results, empty inputs); sort dimension and unused operands; tuple
 * repacking; loop-invariant while operands as implicit captures; zero-extent tensors as empty
 * constants; custom_call's mhlo.backend_config to the typed FFI. A rewrite that replaces an op keeps
 * its discardable attributes on the surviving op, as upstream's mergeDiscardableAttributes.
 */
public final class AggressiveSimplification extends Pass {
  public AggressiveSimplification(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "stablehlo-aggressive-simplification";
  }

  @Override
  public String summary() {
    return "Canonicalizes StableHLO operations";
  }

  private static final Set<String> COMMUTATIVE = Set.of("add", "and", "maximum", "minimum", "multiply", "or", "xor");

  @Override
  public void run(Operation root, PassContext pc) {
    GreedyPatternRewriteDriver.applyPatternsGreedily(root, new FrozenPatternSet(patterns(AggressiveFolder.Options.of(options()))),
        GreedyRewriteConfig.BOTTOM_UP);
  }

  private static RewritePattern p(String name, String mnemonic, int benefit, NamedPattern.Body body) {
    return new NamedPattern(name, mnemonic == null ? null : "stablehlo." + mnemonic, benefit, body);
  }

  /** The simplification patterns (populateStablehloCanonicalizationPatterns). */
  public static List<RewritePattern> patterns(AggressiveFolder.Options options) {
    List<RewritePattern> l = new ArrayList<>();
    for (String m : COMMUTATIVE) {
      l.add(p("CanonicalizeConstantToRhs", m, 2, AggressiveSimplification::constantToRhs));
    }
    l.add(p("AddOp_RemoveNoop", "add", 2, (op, r) -> rhsIs(op, r, AggressiveSimplification::anyZero, true)));
    l.add(p("SubtractOp_RemoveNoop", "subtract", 2, (op, r) -> rhsIs(op, r, AggressiveSimplification::anyZero, true)));
    l.add(p("SubtractOp_FoldToZero", "subtract", 1, AggressiveSimplification::selfToZero));
    l.add(p("MulOp_FoldToZero", "multiply", 2, (op, r) -> absorb(op, r, ConstFold::isZeroInt, true)));
    l.add(p("MulOp_RemoveNoop", "multiply", 2, (op, r) -> rhsIs(op, r, AggressiveSimplification::anyOne, true)));
    l.add(p("AndOp_FoldToZero", "and", 2, (op, r) -> absorb(op, r, ConstFold::isZeroInt, false)));
    l.add(p("AndOp_RemoveNoop", "and", 2, (op, r) -> rhsIs(op, r, ConstFold::isAllOnesInt, true)));
    l.add(p("OrOp_FoldToOne", "or", 2, (op, r) -> absorb(op, r, ConstFold::isAllOnesInt, true)));
    l.add(p("OrOp_RemoveNoop", "or", 2, (op, r) -> rhsIs(op, r, ConstFold::isZeroInt, true)));
    l.add(p("XorOp_FoldToZero", "xor", 1, AggressiveSimplification::selfToZero));
    l.add(p("XorOp_RemoveNoop", "xor", 2, (op, r) -> rhsIs(op, r, ConstFold::isZeroInt, false)));
    l.add(p("CompareOpCanon", "compare", 1, AggressiveSimplification::compareCanon));
    l.add(p("CompareOp_BooleanIdentity", "compare", 2, AggressiveSimplification::compareBool));
    l.add(p("ConvertOp_RemoveNoop", "convert", 1, (op, r) -> sameTypeNoop(op, r, true)));
    l.add(p("ReshapeOp_RemoveNoop", "reshape", 1, (op, r) -> sameTypeNoop(op, r, true)));
    l.add(p("ReshapeOp_MergeComposition", "reshape", 2, AggressiveSimplification::reshapeChain));
    l.add(p("PadOp_RemoveNoop", "pad", 1, AggressiveSimplification::padNoop));
    l.add(p("PadOpBroadcastEmptyTensor", "pad", 1, AggressiveSimplification::padEmpty));
    l.add(p("SliceOp_RemoveNoop", "slice", 1, (op, r) -> isStatic(op.operand(0)) && sameTypeNoop(op, r, true)));
    l.add(p("SliceOpConcatSimplify", "slice", 1, AggressiveSimplification::sliceOfConcat));
    l.add(p("ReverseOp_Noop", "reverse", 1, AggressiveSimplification::reverse));
    l.add(p("TransposeOp_RemoveNoop", "transpose", 1, AggressiveSimplification::transposeNoop));
    l.add(p("TransposeOp_TransposeOfTranspose", "transpose", 2, AggressiveSimplification::transposeChain));
    l.add(p("TransposeIsReshape", "transpose", 1, AggressiveSimplification::transposeIsReshape));
    l.add(p("BroadcastInDimOp_RemoveNoop", "broadcast_in_dim", 1, AggressiveSimplification::broadcastNoop));
    l.add(p("BroadcastInDimOp_MergeComposition", "broadcast_in_dim", 2, AggressiveSimplification::broadcastChain));
    l.add(p("BroadcastInDimOp_ReplaceWithReshape", "broadcast_in_dim", 2, AggressiveSimplification::broadcastToReshape));
    l.add(p("BroadcastInDimOp_ReplaceWithTranspose", "broadcast_in_dim", 1, AggressiveSimplification::broadcastToTranspose));
    l.add(p("DynamicBroadcastInDimOp_MergeComposition", "dynamic_broadcast_in_dim", 2, AggressiveSimplification::dynamicBroadcastChain));
    l.add(p("DynamicBroadcastInDimOp_ReplaceNoopWithConvert", "dynamic_broadcast_in_dim", 1, AggressiveSimplification::dynamicBroadcastNonExpanding));
    l.add(p("DynamicBroadcastInDimOp_FoldToDynamicReshape", "dynamic_broadcast_in_dim", 2, AggressiveSimplification::dynamicBroadcastOfReshape));
    l.add(p("DynamicBroadcastInDimOp_RemoveNoop", "dynamic_broadcast_in_dim", 2, AggressiveSimplification::dynamicBroadcastShapeOf));
    l.add(p("DynamicBroadcastInDimOpNotActuallyDynamic", "dynamic_broadcast_in_dim", 1, AggressiveSimplification::dynamicBroadcastStatic));
    l.add(p("DynamicGatherOp_ReplaceWithGather", "dynamic_gather", 2, AggressiveSimplification::dynamicGather));
    l.add(p("DynamicPadOp_ReplaceWithPad", "dynamic_pad", 4, AggressiveSimplification::dynamicPad));
    l.add(p("DynamicReshapeOp_MergeComposition", "dynamic_reshape", 2, AggressiveSimplification::dynamicReshapeChain));
    l.add(p("DynamicReshapeOpIsStatic", "dynamic_reshape", 1, AggressiveSimplification::dynamicReshapeStatic));
    l.add(p("DynamicReshapeOpSameOperandAndResultShape", "dynamic_reshape", 1, AggressiveSimplification::dynamicReshapeAround));
    l.add(new NamedPattern("DynamicReshapeOp_FoldComposedOpsToShapeOperand", "shape.shape_of", 2, AggressiveSimplification::shapeOfDynamicReshape));
    l.add(p("DynamicUpdateSliceOp_RemoveNoop", "dynamic_update_slice", 2, AggressiveSimplification::dusEmptyUpdate));
    l.add(p("DynamicUpdateSliceOp_FoldToUpdateOperand", "dynamic_update_slice", 1, AggressiveSimplification::dusWhole));
    l.add(p("DynamicSliceOpToSlice", "dynamic_slice", 1, AggressiveSimplification::dynamicSliceToSlice));
    l.add(p("RealDynamicSliceOp_ReplaceWithSlice", "real_dynamic_slice", 4, AggressiveSimplification::realDynamicSliceToSlice));
    l.add(p("RealDynamicSliceOpToDynamicSlice", "real_dynamic_slice", 1, AggressiveSimplification::realDynamicSliceToDynamicSlice));
    l.add(p("DynamicIotaIsStatic", "dynamic_iota", 1, AggressiveSimplification::dynamicIotaStatic));
    l.add(p("DynamicIotaOpToBroadcast", "dynamic_iota", 1, AggressiveSimplification::dynamicIotaBroadcast));
    l.add(p("IotaOp_FoldScalarToZero", "iota", 1, AggressiveSimplification::iotaUnitDim));
    l.add(p("IotaOpBroadcast", "iota", 1, AggressiveSimplification::iotaBroadcast));
    l.add(p("GetDimensionSizeOpCanon", "get_dimension_size", 1, AggressiveSimplification::getDimensionSize));
    l.add(p("GatherOpCanon", "gather", 1, AggressiveSimplification::gatherToSlice));
    l.add(p("ComplexOp_CancelOutComposedOps", "complex", 3, AggressiveSimplification::complex));
    l.add(p("RealOp_CancelOutComposedOps", "real", 2, (op, r) -> part(op, r, 0)));
    l.add(p("ImagOp_CancelOutComposedOps", "imag", 2, (op, r) -> part(op, r, 1)));
    l.add(p("SelectOp_InvertPredicateAndSwap", "select", 2, AggressiveSimplification::selectNot));
    l.add(p("SelectOp_InvertBroadcastPredicateAndSwap", "select", 3, AggressiveSimplification::selectBroadcastNot));
    l.add(p("SelectOpCanon", "select", 1, (op, r) -> selectCanon(op, r, options.foldOpElementLimit())));
    l.add(p("ConcatenateOpNoop", "concatenate", 1, AggressiveSimplification::concatNoop));
    l.add(p("ConcatenateOpRemoveEmpty", "concatenate", 1, AggressiveSimplification::concatRemoveEmpty));
    l.add(p("ConcatenateOpFlatten", "concatenate", 1, AggressiveSimplification::concatFlatten));
    l.add(p("ReduceOp_RemoveNoop", "reduce", 1, AggressiveFolder.Folds::reduceNoDims));
    l.add(p("ReduceOpNoopVariableReturn", "reduce", 1, AggressiveSimplification::reduceOutsideReturn));
    l.add(p("ReduceOpEmptyCanon", "reduce", 1, AggressiveSimplification::reduceEmpty));
    l.add(p("ReduceOpUnusedResultCanon", "reduce", 1, AggressiveSimplification::reduceUnusedResults));
    l.add(p("SortOpSetDimension", "sort", 1, AggressiveSimplification::sortDimension));
    l.add(p("SortOpDropUnusedArgs", "sort", 1, AggressiveSimplification::sortUnused));
    l.add(p("GetTupleElementOp_UnpackTuple", "get_tuple_element", 2, AggressiveSimplification::getTupleElement));
    l.add(p("TupleIsRepacking", "tuple", 1, AggressiveSimplification::tupleRepacking));
    l.add(p("WhileOpImplicitCapture", "while", 1, AggressiveSimplification::whileImplicitCapture));
    l.add(p("CustomCallUnregisteredBackendConfigToFfi", "custom_call", 1, AggressiveSimplification::customCallFfi));
    l.add(p("ZeroExtentToEmptyConstant", null, 1, AggressiveSimplification::zeroExtent));
    return l;
  }

  // ---- helpers -----------------------------------------------------------------------------------

  private static Attribute constant(Value v) {
    return OperationFolder.constantValue(v);
  }

  /** A value defined by stablehlo.constant (DRR's StableHLO_ConstantOp matcher). */
  private static Attribute hloConstant(Value v) {
    Operation def = v.definingOp();
    return def != null && def.name().equals("stablehlo.constant") ? def.attr("value") : null;
  }

  private static boolean isStatic(Value v) {
    return v.type() instanceof RankedTensorType t && t.hasStaticShape();
  }

  private static long[] shape(Value v) {
    return v.type() instanceof RankedTensorType t ? t.shape() : null;
  }

  private static long numElements(long[] shape) {
    long n = 1;
    for (long d : shape) {
      n *= d;
    }
    return n;
  }

  private static boolean isIota(long[] v) {
    for (int i = 0; i < v.length; i++) {
      if (v[i] != i) {
        return false;
      }
    }
    return true;
  }

  private static boolean isSorted(long[] v) {
    for (int i = 1; i < v.length; i++) {
      if (v[i - 1] > v[i]) {
        return false;
      }
    }
    return true;
  }

  private static long[] dims(Operation op, String name) {
    return HloAttrs.dimValues(op.inherentAttr(name));
  }

  private static boolean anyZero(Attribute a) {
    return ConstFold.isZeroInt(a) || (ConstFold.floatKind(a) != null && ConstFold.isAnyZeroFloat(a));
  }

  private static boolean anyOne(Attribute a) {
    return ConstFold.isOneInt(a) || (ConstFold.floatKind(a) != null && ConstFold.isOneFloat(a));
  }

  /**
   * mergeDiscardableAttributes: {@code source}'s discardable attributes onto {@code dest} (source
   * wins; frontend attributes merge, keeping dest's xla_metadata_payload).
   */
  static void mergeAttrs(Operation source, Operation dest) {
    if (source == null || dest == null || source == dest || source.attributes().isEmpty()) {
      return;
    }
    DictionaryAttr destAttrs = dest.attributes();
    List<NamedAttribute> merged = new ArrayList<>(destAttrs.entries());
    for (NamedAttribute a : source.attributes().entries()) {
      Attribute value = a.value();
      if (a.name().equals("mhlo.frontend_attributes") && destAttrs.get(a.name()) instanceof DictionaryAttr df
          && value instanceof DictionaryAttr sf) {
        List<NamedAttribute> fe = new ArrayList<>(df.entries());
        for (NamedAttribute s : sf.entries()) {
          if (s.name().equals("xla_metadata_payload") && df.get("xla_metadata_payload") != null) {
            continue;
          }
          put(fe, s.name(), s.value());
        }
        value = DictionaryAttr.get(dest.context(), fe);
      }
      put(merged, a.name(), value);
    }
    dest.setAttributes(DictionaryAttr.get(dest.context(), merged));
  }

  private static void put(List<NamedAttribute> list, String name, Attribute value) {
    for (int i = 0; i < list.size(); i++) {
      if (list.get(i).name().equals(name)) {
        list.set(i, new NamedAttribute(name, value));
        return;
      }
    }
    list.add(new NamedAttribute(name, value));
  }

  /** Replaces {@code op} by {@code v}, merging op's attributes into v's defining op when asked. */
  private static boolean replaceWith(Operation op, PatternRewriter r, Value v, boolean merge) {
    if (merge) {
      r.modifyOpInPlace(v.definingOp() != null ? v.definingOp() : op, () -> mergeAttrs(op, v.definingOp()));
    }
    r.replaceOp(op, List.of(v));
    return true;
  }

  /** Creates {@code name} before {@code op} with the given operands, inherent attributes and result types. */
  private static Operation create(PatternRewriter r, Operation at, String name, List<? extends Value> operands, List<Type> types,
      Object... attrs) {
    OperationState s = new OperationState(at.context(), name, at.location());
    s.addOperands(operands);
    s.addTypes(types);
    for (int i = 0; i < attrs.length; i += 2) {
      if (attrs[i + 1] != null) {
        s.addAttribute((String) attrs[i], (Attribute) attrs[i + 1]);
      }
    }
    r.setInsertionPoint(at);
    return r.create(s);
  }

  /** Replaces {@code op} by a new op (merging op's discardable attributes into it). */
  private static boolean replaceWithNew(PatternRewriter r, Operation op, String name, List<? extends Value> operands, List<Type> types,
      Object... attrs) {
    Operation n = create(r, op, name, operands, types, attrs);
    mergeAttrs(op, n);
    r.replaceOp(op, n.results());
    return true;
  }

  private static Attribute i64s(MLIRContext ctx, long[] v) {
    return HloAttrs.i64Array(ctx, v);
  }

  private static Value constantOp(PatternRewriter r, Operation at, Attribute value) {
    return create(r, at, "stablehlo.constant", List.of(), List.of(ConstFold.typeOf(value)), "value", value).result(0);
  }

  /** The integers of a constant int tensor, or null. */
  private static long[] ints(Value v) {
    if (!(constant(v) instanceof DenseIntOrFPElementsAttr d) || !(d.elementType() instanceof IntegerType || d.elementType() instanceof IndexType)) {
      return null;
    }
    long[] out = new long[(int) d.type().numElements()];
    for (int i = 0; i < out.length; i++) {
      out[i] = ConstFold.element(d, i).longValue();
    }
    return out;
  }

  // ---- arithmetic ---------------------------------------------------------------------------------

  /** op(cst, X) -> op(X, cst) when X is not a stablehlo.constant. */
  private static boolean constantToRhs(Operation op, PatternRewriter r) {
    if (hloConstant(op.operand(0)) == null || hloConstant(op.operand(1)) != null) {
      return false;
    }
    Value lhs = op.operand(0);
    Value rhs = op.operand(1);
    r.modifyOpInPlace(op, () -> op.setOperands(List.of(rhs, lhs)));
    return true;
  }

  /** op(X, c) -> X when c passes {@code test}. */
  private static boolean rhsIs(Operation op, PatternRewriter r, java.util.function.Predicate<Attribute> test, boolean merge) {
    Attribute c = constant(op.operand(1));
    return c != null && test.test(c) && op.operand(0).type().equals(op.result(0).type()) && replaceWith(op, r, op.operand(0), merge);
  }

  /** op(X, c) -> c when c passes {@code test}. */
  private static boolean absorb(Operation op, PatternRewriter r, java.util.function.Predicate<Attribute> test, boolean merge) {
    Attribute c = hloConstant(op.operand(1));
    return c != null && test.test(c) && op.operand(1).type().equals(op.result(0).type()) && replaceWith(op, r, op.operand(1), merge);
  }

  /** subtract(X, X) and xor(X, X) of a static integer (xor: any static) tensor -> 0. */
  private static boolean selfToZero(Operation op, PatternRewriter r) {
    Value x = op.operand(0);
    if (x != op.operand(1) || !isStatic(x)) {
      return false;
    }
    Type e = ConstFold.elementTypeOrSelf(x.type());
    if (op.name().equals("stablehlo.subtract") && !(e instanceof IntegerType)) {
      return false;
    }
    Attribute zero = ConstFold.zero(op.context(), x.type());
    if (zero == null) {
      return false;
    }
    r.replaceOp(op, List.of(constantOp(r, op, zero)));
    return true;
  }

  private static String invert(String dir) {
    return switch (dir) {
      case "GE" -> "LE";
      case "GT" -> "LT";
      case "LE" -> "GE";
      case "LT" -> "GT";
      default -> dir;
    };
  }

  private static boolean compareCanon(Operation op, PatternRewriter r) {
    if (!(op.inherentAttr("compare_type") instanceof HloEnumAttr t) || !(t.value().equals("SIGNED") || t.value().equals("UNSIGNED"))
        || !(op.inherentAttr("comparison_direction") instanceof HloEnumAttr d) || !isStatic(op.result(0))) {
      return false;
    }
    Value lhs = op.operand(0);
    Value rhs = op.operand(1);
    if (lhs == rhs) {
      boolean v = switch (d.value()) {
        case "EQ", "GE", "LE" -> true;
        default -> false;
      };
      r.replaceOp(op, List.of(constantOp(r, op, ConstFold.bool(op.context(), op.result(0).type(), v))));
      return true;
    }
    if (constant(lhs) != null && constant(rhs) == null) {
      HloEnumAttr inv = HloEnumAttr.get(op.context(), "stablehlo", HloEnum.COMPARISON_DIRECTION, invert(d.value()));
      r.modifyOpInPlace(op, () -> {
        op.setAttr("comparison_direction", inv);
        op.setOperands(List.of(rhs, lhs));
      });
      return true;
    }
    return false;
  }

  /** compare(NE, X, false) and compare(EQ, X, true) on i1 are X. */
  private static boolean compareBool(Operation op, PatternRewriter r) {
    Attribute c = hloConstant(op.operand(1));
    if (c == null || !(ConstFold.elementTypeOrSelf(op.operand(1).type()) instanceof IntegerType it) || it.width() != 1
        || !(op.inherentAttr("comparison_direction") instanceof HloEnumAttr dir)) {
      return false;
    }
    boolean ne = dir.value().equals("NE") && ConstFold.isZeroInt(c);
    boolean eq = dir.value().equals("EQ") && ConstFold.isAllOnesInt(c);
    return (ne || eq) && op.operand(0).type().equals(op.result(0).type()) && replaceWith(op, r, op.operand(0), false);
  }

  // ---- shape ops ----------------------------------------------------------------------------------

  private static boolean sameTypeNoop(Operation op, PatternRewriter r, boolean merge) {
    return op.operand(0).type().equals(op.result(0).type()) && replaceWith(op, r, op.operand(0), merge);
  }

  private static boolean reshapeChain(Operation op, PatternRewriter r) {
    Operation inner = op.operand(0).definingOp();
    if (inner == null || !inner.name().equals("stablehlo.reshape")) {
      return false;
    }
    return replaceWithNew(r, op, "stablehlo.reshape", List.of(inner.operand(0)), List.of(op.result(0).type()));
  }

  private static boolean allZero(long[] v) {
    if (v == null) {
      return false;
    }
    for (long x : v) {
      if (x != 0) {
        return false;
      }
    }
    return true;
  }

  private static boolean padNoop(Operation op, PatternRewriter r) {
    return allZero(dims(op, "edge_padding_low")) && allZero(dims(op, "edge_padding_high")) && allZero(dims(op, "interior_padding"))
        && sameTypeNoop(op, r, false);
  }

  private static boolean padEmpty(Operation op, PatternRewriter r) {
    if (!isStatic(op.operand(0)) || numElements(shape(op.operand(0))) != 0 || !isStatic(op.result(0))) {
      return false;
    }
    r.replaceOp(op, create(r, op, "stablehlo.broadcast_in_dim", List.of(op.operand(1)), List.of(op.result(0).type()),
        "broadcast_dimensions", i64s(op.context(), new long[0])).results());
    return true;
  }

  private static boolean reverse(Operation op, PatternRewriter r) {
    long[] d = dims(op, "dimensions");
    if (d == null) {
      return false;
    }
    if (d.length == 0) {
      return replaceWith(op, r, op.operand(0), false);
    }
    if (constant(op.operand(0)) instanceof DenseIntOrFPElementsAttr c && c.isSplat() && hloConstant(op.operand(0)) != null) {
      return replaceWith(op, r, op.operand(0), false);
    }
    if (!isStatic(op.operand(0))) {
      return false;
    }
    long[] s = shape(op.operand(0));
    boolean ones = true;
    for (long x : d) {
      ones &= s[(int) x] == 1;
    }
    return (ones || numElements(s) == 0) && replaceWith(op, r, op.operand(0), false);
  }

  private static boolean transposeNoop(Operation op, PatternRewriter r) {
    long[] perm = dims(op, "permutation");
    return perm != null && isIota(perm) && op.operand(0).type().equals(op.result(0).type()) && replaceWith(op, r, op.operand(0), true);
  }

  private static boolean transposeChain(Operation op, PatternRewriter r) {
    long[] perm = dims(op, "permutation");
    Operation inner = op.operand(0).definingOp();
    if (perm == null || inner == null || !inner.name().equals("stablehlo.transpose")) {
      return false;
    }
    long[] child = dims(inner, "permutation");
    long[] merged = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      merged[i] = child[(int) perm[i]];
    }
    return replaceWithNew(r, op, "stablehlo.transpose", List.of(inner.operand(0)), List.of(op.result(0).type()),
        "permutation", i64s(op.context(), merged));
  }

  /** transpose(X) that keeps the memory order of the non-unit dimensions is a reshape. */
  private static boolean transposeIsReshape(Operation op, PatternRewriter r) {
    long[] perm = dims(op, "permutation");
    if (perm == null || !isStatic(op.operand(0)) || !isStatic(op.result(0)) || isIota(perm)) {
      return false;
    }
    long[] s = shape(op.operand(0));
    long last = -1;
    for (long p : perm) {
      if (s[(int) p] != 1) {
        if (p < last) {
          return false;
        }
        last = p;
      }
    }
    r.replaceOp(op, create(r, op, "stablehlo.reshape", List.of(op.operand(0)), List.of(op.result(0).type())).results());
    return true;
  }

  private static boolean broadcastNoop(Operation op, PatternRewriter r) {
    long[] d = dims(op, "broadcast_dimensions");
    return d != null && isIota(d) && op.operand(0).type().equals(op.result(0).type()) && replaceWith(op, r, op.operand(0), true);
  }

  private static boolean broadcastChain(Operation op, PatternRewriter r) {
    long[] outer = dims(op, "broadcast_dimensions");
    Operation inner = op.operand(0).definingOp();
    if (outer == null || inner == null || !inner.name().equals("stablehlo.broadcast_in_dim")) {
      return false;
    }
    long[] innerDims = dims(inner, "broadcast_dimensions");
    Value x = inner.operand(0);
    // Left alone when the inner broadcast is better simplified to a reshape.
    boolean reducible = isStatic(inner.result(0)) && isSorted(innerDims) && isStatic(x)
        && numElements(shape(inner.result(0))) == numElements(shape(x));
    if (reducible) {
      return false;
    }
    long[] merged = new long[innerDims.length];
    for (int i = 0; i < innerDims.length; i++) {
      merged[i] = outer[(int) innerDims[i]];
    }
    return replaceWithNew(r, op, "stablehlo.broadcast_in_dim", List.of(x), List.of(op.result(0).type()),
        "broadcast_dimensions", i64s(op.context(), merged));
  }

  private static boolean sameNumElements(Value a, Value b) {
    return isStatic(a) && isStatic(b) && numElements(shape(a)) == numElements(shape(b));
  }

  private static boolean broadcastToReshape(Operation op, PatternRewriter r) {
    long[] d = dims(op, "broadcast_dimensions");
    if (d == null || !isSorted(d) || !sameNumElements(op.operand(0), op.result(0))) {
      return false;
    }
    return replaceWithNew(r, op, "stablehlo.reshape", List.of(op.operand(0)), List.of(op.result(0).type()));
  }

  private static boolean broadcastToTranspose(Operation op, PatternRewriter r) {
    long[] d = dims(op, "broadcast_dimensions");
    if (d == null || !sameNumElements(op.operand(0), op.result(0)) || shape(op.operand(0)).length != shape(op.result(0)).length) {
      return false;
    }
    long[] perm = new long[d.length];
    for (int i = 0; i < d.length; i++) {
      perm[(int) d[i]] = i;
    }
    return replaceWithNew(r, op, "stablehlo.transpose", List.of(op.operand(0)), List.of(op.result(0).type()),
        "permutation", i64s(op.context(), perm));
  }

  // ---- dynamic ops -------------------------------------------------------------------------------

  private static boolean dynamicBroadcastChain(Operation op, PatternRewriter r) {
    Operation inner = op.operand(0).definingOp();
    if (inner == null || !inner.name().equals("stablehlo.dynamic_broadcast_in_dim")) {
      return false;
    }
    long[] outer = dims(op, "broadcast_dimensions");
    long[] innerDims = dims(inner, "broadcast_dimensions");
    long[] merged = new long[innerDims.length];
    for (int i = 0; i < innerDims.length; i++) {
      merged[i] = outer[(int) innerDims[i]];
    }
    MLIRContext ctx = op.context();
    return replaceWithNew(r, op, "stablehlo.dynamic_broadcast_in_dim", List.of(inner.operand(0), op.operand(1)),
        List.of(op.result(0).type()), "broadcast_dimensions", i64s(ctx, merged),
        "known_expanding_dimensions", i64s(ctx, new long[0]), "known_nonexpanding_dimensions", i64s(ctx, new long[0]));
  }

  private static boolean dynamicBroadcastNonExpanding(Operation op, PatternRewriter r) {
    long[] d = dims(op, "broadcast_dimensions");
    long[] nonExpanding = dims(op, "known_nonexpanding_dimensions");
    long[] s = shape(op.result(0));
    if (d == null || !isIota(d) || nonExpanding == null || s == null || nonExpanding.length != s.length) {
      return false;
    }
    return replaceWithNew(r, op, "stablehlo.convert", List.of(op.operand(0)), List.of(op.result(0).type()));
  }

  private static boolean dynamicBroadcastOfReshape(Operation op, PatternRewriter r) {
    Operation inner = op.operand(0).definingOp();
    long[] d = dims(op, "broadcast_dimensions");
    if (inner == null || !inner.name().equals("stablehlo.dynamic_reshape") || inner.operand(1) != op.operand(1) || d == null || !isIota(d)) {
      return false;
    }
    return replaceWithNew(r, op, "stablehlo.dynamic_reshape", List.of(inner.operand(0), op.operand(1)), List.of(op.result(0).type()));
  }

  private static boolean dynamicBroadcastShapeOf(Operation op, PatternRewriter r) {
    Operation shape = op.operand(1).definingOp();
    long[] d = dims(op, "broadcast_dimensions");
    return shape != null && shape.name().equals("shape.shape_of") && shape.operand(0) == op.operand(0) && d != null && isIota(d)
        && op.operand(0).type().equals(op.result(0).type()) && replaceWith(op, r, op.operand(0), true);
  }

  /** refineOpWithNewOp: a result used outside StableHLO goes through a convert to its old type. */
  private static void refineReplace(PatternRewriter r, Operation op, Operation created) {
    List<Value> repl = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) {
      Value v = created.result(i);
      boolean foreignUser = false;
      for (OpOperand u = op.result(i).firstUse(); u != null; u = u.nextUse()) {
        foreignUser |= !u.owner().name().startsWith("stablehlo.");
      }
      if (foreignUser && !v.type().equals(op.result(i).type())) {
        v = create(r, op, "stablehlo.convert", List.of(v), List.of(op.result(i).type())).result(0);
      }
      repl.add(v);
    }
    r.replaceOp(op, repl);
  }

  private static boolean dynamicBroadcastStatic(Operation op, PatternRewriter r) {
    if (!isStatic(op.operand(0))) {
      return false;
    }
    Attribute d = op.inherentAttr("broadcast_dimensions");
    if (isStatic(op.result(0))) {
      r.replaceOp(op, create(r, op, "stablehlo.broadcast_in_dim", List.of(op.operand(0)), List.of(op.result(0).type()),
          "broadcast_dimensions", d).results());
      return true;
    }
    long[] s = ints(op.operand(1));
    if (s == null) {
      return false;
    }
    Type t = RankedTensorType.get(op.context(), s, ((ShapedType) op.result(0).type()).elementType());
    refineReplace(r, op, create(r, op, "stablehlo.broadcast_in_dim", List.of(op.operand(0)), List.of(t), "broadcast_dimensions", d));
    return true;
  }

  private static boolean dynamicGather(Operation op, PatternRewriter r) {
    Attribute sizes = hloConstant(op.operand(2));
    long[] s = ints(op.operand(2));
    if (sizes == null || s == null) {
      return false;
    }
    return replaceWithNew(r, op, "stablehlo.gather", List.of(op.operand(0), op.operand(1)), List.of(op.result(0).type()),
        "dimension_numbers", op.inherentAttr("dimension_numbers"), "slice_sizes", i64s(op.context(), s),
        "indices_are_sorted", op.inherentAttr("indices_are_sorted"));
  }

  private static boolean dynamicPad(Operation op, PatternRewriter r) {
    long[] lo = ints(op.operand(2));
    long[] hi = ints(op.operand(3));
    long[] in = ints(op.operand(4));
    if (lo == null || hi == null || in == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    return replaceWithNew(r, op, "stablehlo.pad", List.of(op.operand(0), op.operand(1)), List.of(op.result(0).type()),
        "edge_padding_low", i64s(ctx, lo), "edge_padding_high", i64s(ctx, hi), "interior_padding", i64s(ctx, in));
  }

  private static boolean dynamicReshapeChain(Operation op, PatternRewriter r) {
    Operation inner = op.operand(0).definingOp();
    if (inner == null || !inner.name().equals("stablehlo.dynamic_reshape")) {
      return false;
    }
    return replaceWithNew(r, op, "stablehlo.dynamic_reshape", List.of(inner.operand(0), op.operand(1)), List.of(op.result(0).type()));
  }

  private static boolean dynamicReshapeStatic(Operation op, PatternRewriter r) {
    if (!isStatic(op.result(0))) {
      return false;
    }
    r.replaceOp(op, create(r, op, "stablehlo.reshape", List.of(op.operand(0)), List.of(op.result(0).type())).results());
    return true;
  }

  private static boolean dynamicReshapeAround(Operation op, PatternRewriter r) {
    Operation def = op.operand(0).definingOp();
    if (def == null || !def.hasTrait(Trait.SAME_OPERANDS_AND_RESULT_SHAPE) && !def.hasTrait(Trait.ELEMENTWISE) || def.numOperands() == 0) {
      return false;
    }
    Operation reshape = def.operand(0).definingOp();
    if (reshape == null || !reshape.name().equals("stablehlo.dynamic_reshape") || reshape.operand(1) != op.operand(1)
        || !def.result(0).type().equals(op.result(0).type())) {
      return false;
    }
    r.replaceOp(op, List.of(def.result(0)));
    return true;
  }

  private static boolean shapeOfDynamicReshape(Operation op, PatternRewriter r) {
    Operation reshape = op.operand(0).definingOp();
    if (reshape == null || !reshape.name().equals("stablehlo.dynamic_reshape") || !reshape.operand(1).type().equals(op.result(0).type())) {
      return false;
    }
    return replaceWith(op, r, reshape.operand(1), true);
  }

  private static boolean dusEmptyUpdate(Operation op, PatternRewriter r) {
    return constant(op.operand(1)) instanceof DenseIntOrFPElementsAttr u && u.type().numElements() == 0
        && replaceWith(op, r, op.operand(0), true);
  }

  private static boolean dusWhole(Operation op, PatternRewriter r) {
    if (!isStatic(op.operand(0)) || !isStatic(op.operand(1)) || !op.operand(0).type().equals(op.operand(1).type())) {
      return false;
    }
    for (int i = 2; i < op.numOperands(); i++) {
      if (!ConstFold.isZeroInt(constant(op.operand(i)) == null ? IntegerAttr.bool(op.context(), true) : constant(op.operand(i)))) {
        return false;
      }
    }
    return replaceWith(op, r, op.operand(1), true);
  }

  private static boolean dynamicSliceToSlice(Operation op, PatternRewriter r) {
    long[] s = shape(op.operand(0));
    long[] sizes = dims(op, "slice_sizes");
    if (!isStatic(op.operand(0)) || sizes == null) {
      return false;
    }
    int rank = s.length;
    long[] start = new long[rank];
    long[] limit = new long[rank];
    long[] strides = new long[rank];
    for (int i = 0; i < rank; i++) {
      BigInteger v = ConstFold.intValue(constant(op.operand(1 + i)) == null ? null : constant(op.operand(1 + i)));
      if (v == null) {
        return false;
      }
      start[i] = Math.clamp(v.longValue(), 0, s[i] - sizes[i]);
      limit[i] = start[i] + sizes[i];
      strides[i] = 1;
    }
    MLIRContext ctx = op.context();
    return replaceWithNew(r, op, "stablehlo.slice", List.of(op.operand(0)), List.of(op.result(0).type()),
        "start_indices", i64s(ctx, start), "limit_indices", i64s(ctx, limit), "strides", i64s(ctx, strides));
  }

  private static boolean realDynamicSliceToSlice(Operation op, PatternRewriter r) {
    long[] start = ints(op.operand(1));
    long[] limit = ints(op.operand(2));
    long[] strides = ints(op.operand(3));
    if (start == null || limit == null || strides == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    long[] s = new long[start.length];
    for (int i = 0; i < s.length; i++) {
      s[i] = Math.max(0, Math.ceilDiv(limit[i] - start[i], strides[i]));
    }
    Type t = RankedTensorType.get(ctx, s, ((ShapedType) op.operand(0).type()).elementType());
    Operation n = create(r, op, "stablehlo.slice", List.of(op.operand(0)), List.of(t.equals(op.result(0).type()) ? t : op.result(0).type()),
        "start_indices", i64s(ctx, start), "limit_indices", i64s(ctx, limit), "strides", i64s(ctx, strides));
    mergeAttrs(op, n);
    r.replaceOp(op, n.results());
    return true;
  }

  private static boolean realDynamicSliceToDynamicSlice(Operation op, PatternRewriter r) {
    long[] strides = ints(op.operand(3));
    if (strides == null) {
      return false;
    }
    for (long s : strides) {
      if (s != 1) {
        return false;
      }
    }
    Operation add = op.operand(2).definingOp();
    if (add == null || !add.name().equals("stablehlo.add")) {
      return false;
    }
    Value start = op.operand(1);
    long[] sizes = add.operand(0) == start ? ints(add.operand(1)) : add.operand(1) == start ? ints(add.operand(0)) : null;
    if (sizes == null) {
      return false;
    }
    MLIRContext ctx = op.context();
    Type elem = ((ShapedType) start.type()).elementType();
    List<Value> starts = new ArrayList<>();
    for (int i = 0; i < sizes.length; i++) {
      Value s1 = create(r, op, "stablehlo.slice", List.of(start), List.of(RankedTensorType.get(ctx, new long[] {1}, elem)),
          "start_indices", i64s(ctx, new long[] {i}), "limit_indices", i64s(ctx, new long[] {i + 1}), "strides", i64s(ctx, new long[] {1}))
          .result(0);
      starts.add(create(r, op, "stablehlo.reshape", List.of(s1), List.of(RankedTensorType.get(ctx, new long[0], elem))).result(0));
    }
    List<Value> operands = new ArrayList<>();
    operands.add(op.operand(0));
    operands.addAll(starts);
    return replaceWithNew(r, op, "stablehlo.dynamic_slice", operands, List.of(op.result(0).type()), "slice_sizes", i64s(ctx, sizes));
  }

  private static boolean dynamicIotaStatic(Operation op, PatternRewriter r) {
    if (!isStatic(op.result(0))) {
      return false;
    }
    r.replaceOp(op, create(r, op, "stablehlo.iota", List.of(), List.of(op.result(0).type()), "iota_dimension",
        op.inherentAttr("iota_dimension")).results());
    return true;
  }

  private static boolean dynamicIotaBroadcast(Operation op, PatternRewriter r) {
    if (!(op.result(0).type() instanceof RankedTensorType t) || t.shape().length < 2
        || !(op.inherentAttr("iota_dimension") instanceof IntegerAttr dimAttr) || !(op.operand(0).type() instanceof RankedTensorType st)) {
      return false;
    }
    MLIRContext ctx = op.context();
    int dim = dimAttr.value().intValue();
    Value shapeValue = op.operand(0);
    RankedTensorType i64Shape = RankedTensorType.get(ctx, st.shape(), IntegerType.get(ctx, 64));
    Value shape64 = st.elementType() instanceof IndexType
        ? create(r, op, "arith.index_cast", List.of(shapeValue), List.of(i64Shape)).result(0)
        : create(r, op, "stablehlo.convert", List.of(shapeValue), List.of(i64Shape)).result(0);
    Value size = create(r, op, "stablehlo.slice", List.of(shape64), List.of(RankedTensorType.get(ctx, new long[] {1}, IntegerType.get(ctx, 64))),
        "start_indices", i64s(ctx, new long[] {dim}), "limit_indices", i64s(ctx, new long[] {dim + 1}), "strides", i64s(ctx, new long[] {1}))
        .result(0);
    Value iota1d = create(r, op, "stablehlo.dynamic_iota", List.of(size), List.of(RankedTensorType.get(ctx, new long[] {t.shape()[dim]}, t.elementType())),
        "iota_dimension", HloAttrs.i64(ctx, 0)).result(0);
    r.replaceOp(op, create(r, op, "stablehlo.dynamic_broadcast_in_dim", List.of(iota1d, shapeValue), List.of(t),
        "broadcast_dimensions", i64s(ctx, new long[] {dim})).results());
    return true;
  }

  private static boolean iotaUnitDim(Operation op, PatternRewriter r) {
    if (!(op.result(0).type() instanceof RankedTensorType t) || !t.hasStaticShape()
        || !(op.inherentAttr("iota_dimension") instanceof IntegerAttr dimAttr) || t.shape()[dimAttr.value().intValue()] != 1) {
      return false;
    }
    Attribute zero = ConstFold.zero(op.context(), t);
    if (zero == null) {
      return false;
    }
    r.replaceOp(op, List.of(constantOp(r, op, zero)));
    return true;
  }

  private static boolean iotaBroadcast(Operation op, PatternRewriter r) {
    if (!(op.result(0).type() instanceof RankedTensorType t) || t.shape().length < 2
        || !(op.inherentAttr("iota_dimension") instanceof IntegerAttr dimAttr)) {
      return false;
    }
    MLIRContext ctx = op.context();
    int dim = dimAttr.value().intValue();
    Value iota1d = create(r, op, "stablehlo.iota", List.of(), List.of(RankedTensorType.get(ctx, new long[] {t.shape()[dim]}, t.elementType())),
        "iota_dimension", HloAttrs.i64(ctx, 0)).result(0);
    r.replaceOp(op, create(r, op, "stablehlo.broadcast_in_dim", List.of(iota1d), List.of(t), "broadcast_dimensions",
        i64s(ctx, new long[] {dim})).results());
    return true;
  }

  private static boolean getDimensionSize(Operation op, PatternRewriter r) {
    long[] s = shape(op.operand(0));
    if (s == null || !(op.inherentAttr("dimension") instanceof IntegerAttr d) || !(op.result(0).type() instanceof ShapedType rt)) {
      return false;
    }
    long size = s[d.value().intValue()];
    if (size < 0) {
      return false;
    }
    r.replaceOp(op, List.of(constantOp(r, op, ConstFold.splat(op.context(), rt, BigInteger.valueOf(size)))));
    return true;
  }

  private static boolean gatherToSlice(Operation op, PatternRewriter r) {
    long[] index = ints(op.operand(1));
    if (index == null || !(op.inherentAttr("dimension_numbers") instanceof GatherDimensionNumbersAttr dn)
        || dn.indexVectorDim() != 0 || shape(op.operand(1)).length > 1 || index.length != dn.startIndexMap().length
        || !isStatic(op.operand(0))) {
      return false;
    }
    long[] s = shape(op.operand(0));
    long[] end = dims(op, "slice_sizes").clone();
    long[] start = new long[end.length];
    long[] map = dn.startIndexMap();
    for (int i = 0; i < map.length; i++) {
      int m = (int) map[i];
      long offset = Math.clamp(index[i], 0, s[m] - end[m]);
      start[m] += offset;
      end[m] += offset;
    }
    long[] sliceShape = new long[end.length];
    long[] strides = new long[end.length];
    for (int i = 0; i < end.length; i++) {
      sliceShape[i] = end[i] - start[i];
      strides[i] = 1;
    }
    MLIRContext ctx = op.context();
    Type elem = ((ShapedType) op.result(0).type()).elementType();
    long[] collapsed = dn.collapsedSliceDims();
    Type sliceType = collapsed.length == 0 ? op.result(0).type() : RankedTensorType.get(ctx, sliceShape, elem);
    Value result = create(r, op, "stablehlo.slice", List.of(op.operand(0)), List.of(sliceType), "start_indices", i64s(ctx, start),
        "limit_indices", i64s(ctx, end), "strides", i64s(ctx, strides)).result(0);
    if (collapsed.length != 0) {
      result = create(r, op, "stablehlo.reshape", List.of(result), List.of(op.result(0).type())).result(0);
    }
    r.replaceOp(op, List.of(result));
    return true;
  }

  // ---- complex, select -------------------------------------------------------------------------------

  private static boolean complex(Operation op, PatternRewriter r) {
    Operation re = op.operand(0).definingOp();
    Operation im = op.operand(1).definingOp();
    return re != null && im != null && re.name().equals("stablehlo.real") && im.name().equals("stablehlo.imag")
        && re.operand(0) == im.operand(0) && re.operand(0).type().equals(op.result(0).type()) && replaceWith(op, r, re.operand(0), false);
  }

  private static boolean part(Operation op, PatternRewriter r, int index) {
    Operation c = op.operand(0).definingOp();
    return c != null && c.name().equals("stablehlo.complex") && c.operand(index).type().equals(op.result(0).type())
        && replaceWith(op, r, c.operand(index), false);
  }

  private static boolean selectNot(Operation op, PatternRewriter r) {
    Operation not = op.operand(0).definingOp();
    if (not == null || !not.name().equals("stablehlo.not")) {
      return false;
    }
    return replaceWithNew(r, op, "stablehlo.select", List.of(not.operand(0), op.operand(2), op.operand(1)), List.of(op.result(0).type()));
  }

  private static boolean selectBroadcastNot(Operation op, PatternRewriter r) {
    Operation b = op.operand(0).definingOp();
    if (b == null || !b.name().equals("stablehlo.broadcast_in_dim") || !b.result(0).hasOneUse()) {
      return false;
    }
    Operation not = b.operand(0).definingOp();
    if (not == null || !not.name().equals("stablehlo.not")) {
      return false;
    }
    Value nb = create(r, op, "stablehlo.broadcast_in_dim", List.of(not.operand(0)), List.of(b.result(0).type()), "broadcast_dimensions",
        b.inherentAttr("broadcast_dimensions")).result(0);
    r.replaceOp(op, create(r, op, "stablehlo.select", List.of(nb, op.operand(2), op.operand(1)), List.of(op.result(0).type())).results());
    return true;
  }

  private static boolean selectCanon(Operation op, PatternRewriter r, long limit) {
    Value t = op.operand(1);
    Value f = op.operand(2);
    if (t == f) {
      return t.type().equals(op.result(0).type()) && replaceWith(op, r, t, false);
    }
    if (!(constant(op.operand(0)) instanceof DenseIntOrFPElementsAttr cond)) {
      return false;
    }
    if (cond.isSplat()) {
      Value v = ConstFold.element(cond, 0).signum() != 0 ? t : f;
      return v.type().equals(op.result(0).type()) && replaceWith(op, r, v, false);
    }
    if (cond.type().numElements() > limit || !(constant(t) instanceof DenseIntOrFPElementsAttr ta)
        || !(constant(f) instanceof DenseIntOrFPElementsAttr fa) || !(op.result(0).type() instanceof ShapedType rt)) {
      return false;
    }
    // Element by element: pick the true or false constant's element.
    int bits = DenseIntOrFPElementsAttr.elementStorageBits(rt.elementType());
    int n = (int) rt.numElements();
    byte[] out = new byte[bits == 1 ? (n + 7) / 8 : n * (bits / 8)];
    for (int i = 0; i < n; i++) {
      DenseIntOrFPElementsAttr src = ConstFold.element(cond, i).signum() != 0 ? ta : fa;
      DenseMoves.copyElement(src, i, out, i, bits);
    }
    r.replaceOp(op, List.of(constantOp(r, op, DenseIntOrFPElementsAttr.getFromRaw(op.context(), rt, out))));
    return true;
  }

  // ---- concatenate, slice --------------------------------------------------------------------------

  private static boolean concatNoop(Operation op, PatternRewriter r) {
    return op.numOperands() == 1 && op.operand(0).type().equals(op.result(0).type()) && replaceWith(op, r, op.operand(0), false);
  }

  private static boolean concatRemoveEmpty(Operation op, PatternRewriter r) {
    if (!(op.inherentAttr("dimension") instanceof IntegerAttr d)) {
      return false;
    }
    int axis = d.value().intValue();
    List<Value> kept = new ArrayList<>();
    for (Value v : op.operands()) {
      long[] s = shape(v);
      if (s == null || s[axis] != 0) {
        kept.add(v);
      }
    }
    if (kept.isEmpty() || kept.size() == op.numOperands()) {
      return false;
    }
    r.modifyOpInPlace(op, () -> op.setOperands(kept));
    return true;
  }

  private static boolean concatFlatten(Operation op, PatternRewriter r) {
    Attribute dim = op.inherentAttr("dimension");
    List<Value> flat = new ArrayList<>();
    boolean changed = false;
    for (Value v : op.operands()) {
      Operation def = v.definingOp();
      if (def != null && def.name().equals("stablehlo.concatenate") && def.result(0).hasOneUse() && dim.equals(def.inherentAttr("dimension"))) {
        flat.addAll(def.operands());
        changed = true;
      } else {
        flat.add(v);
      }
    }
    if (!changed) {
      return false;
    }
    r.modifyOpInPlace(op, () -> op.setOperands(flat));
    return true;
  }

  private static boolean sliceOfConcat(Operation op, PatternRewriter r) {
    Operation concat = op.operand(0).definingOp();
    if (!isStatic(op.result(0)) || concat == null || !concat.name().equals("stablehlo.concatenate")
        || !(concat.inherentAttr("dimension") instanceof IntegerAttr dimAttr)) {
      return false;
    }
    int dim = dimAttr.value().intValue();
    long[] start = dims(op, "start_indices");
    long[] limit = dims(op, "limit_indices");
    long sliceStart = start[dim];
    long sliceLimit = limit[dim];
    long running = 0;
    long frontOffset = shape(concat.result(0))[dim];
    int n = concat.numOperands();
    int subsetStart = n;
    int subsetEnd = n;
    for (int i = 0; i < n; i++) {
      long size = shape(concat.operand(i))[dim];
      if (size < 0) {
        return false;
      }
      if (running + size > sliceStart && subsetStart == n) {
        subsetStart = i;
        frontOffset = running;
      }
      if (running < sliceLimit) {
        subsetEnd = i + 1;
      }
      running += size;
    }
    int subsetSize = subsetEnd - subsetStart;
    if (subsetSize <= 0 || subsetSize == n || (subsetSize > 1 && !concat.result(0).hasOneUse())) {
      return false;
    }
    MLIRContext ctx = op.context();
    List<Value> inputs = new ArrayList<>(concat.operands().subList(subsetStart, subsetEnd));
    long[] cs = shape(inputs.get(0)).clone();
    cs[dim] = 0;
    for (Value v : inputs) {
      cs[dim] += shape(v)[dim];
    }
    Type ct = RankedTensorType.get(ctx, cs, ((ShapedType) concat.result(0).type()).elementType());
    Value nc = create(r, op, "stablehlo.concatenate", inputs, List.of(ct), "dimension", concat.inherentAttr("dimension")).result(0);
    long[] ns = start.clone();
    long[] nl = limit.clone();
    ns[dim] -= frontOffset;
    nl[dim] -= frontOffset;
    r.replaceOp(op, create(r, op, "stablehlo.slice", List.of(nc), List.of(op.result(0).type()), "start_indices", i64s(ctx, ns),
        "limit_indices", i64s(ctx, nl), "strides", op.inherentAttr("strides")).results());
    return true;
  }

  // ---- reduce, sort, tuple, while ------------------------------------------------------------------

  private static boolean reduceOutsideReturn(Operation op, PatternRewriter r) {
    Operation ret = op.region(0).front().terminator();
    if (ret == null || !ret.name().equals("stablehlo.return")) {
      return false;
    }
    for (Value v : ret.operands()) {
      if (v.parentRegion() == op.region(0)) {
        return false;
      }
    }
    r.replaceOp(op, new ArrayList<>(ret.operands()));
    return true;
  }

  private static boolean reduceEmpty(Operation op, PatternRewriter r) {
    int n = op.numResults();
    long[] s = shape(op.operand(0));
    if (s == null || Arrays.stream(s).noneMatch(d -> d == 0) || !isStatic(op.operand(0))) {
      return false;
    }
    List<Value> repl = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      repl.add(create(r, op, "stablehlo.broadcast_in_dim", List.of(op.operand(n + i)), List.of(op.result(i).type()),
          "broadcast_dimensions", i64s(op.context(), new long[0])).result(0));
    }
    r.replaceOp(op, repl);
    return true;
  }

  private static boolean reduceUnusedResults(Operation op, PatternRewriter r) {
    int n = op.numResults();
    List<Integer> used = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!op.result(i).hasNoUses()) {
        used.add(i);
      }
    }
    if (used.size() == n) {
      return false;
    }
    Block body = op.region(0).front();
    Operation ret = body.terminator();
    boolean[] usedArgs = new boolean[2 * n];
    java.util.Set<Operation> usedOps = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    java.util.ArrayDeque<Value> work = new java.util.ArrayDeque<>();
    for (int i : used) {
      work.push(ret.operand(i));
    }
    while (!work.isEmpty()) {
      Value v = work.pop();
      if (v.parentRegion() != op.region(0)) {
        continue;
      }
      if (v instanceof BlockArgument a) {
        int pair = a.index() % n;
        usedArgs[pair] = true;
        usedArgs[pair + n] = true;
      } else if (v.definingOp() != null && usedOps.add(v.definingOp())) {
        for (Value o : v.definingOp().operands()) {
          work.push(o);
        }
      }
    }
    int count = 0;
    for (boolean b : usedArgs) {
      count += b ? 1 : 0;
    }
    if (count != 2 * used.size()) {
      return false;
    }
    List<Value> inputs = new ArrayList<>();
    List<Value> inits = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (usedArgs[i]) {
        inputs.add(op.operand(i));
        inits.add(op.operand(i + n));
        types.add(op.result(i).type());
      }
    }
    inputs.addAll(inits);
    OperationState s = new OperationState(op.context(), op.name(), op.location());
    s.addOperands(inputs);
    s.addTypes(types);
    s.addAttribute("dimensions", op.inherentAttr("dimensions"));
    s.addRegion();
    r.setInsertionPoint(op);
    Operation reduce = r.create(s);
    Block nb = new Block();
    reduce.region(0).addBlock(nb);
    org.jmlir.ir.IRMapping map = new org.jmlir.ir.IRMapping();
    for (BlockArgument a : body.arguments()) {
      if (usedArgs[a.index()]) {
        map.map(a, nb.addArgument(a.type(), a.location()));
      }
    }
    for (Operation o : body.operations()) {
      if (usedOps.contains(o)) {
        nb.append(o.clone(map));
      }
    }
    List<Value> rets = new ArrayList<>();
    for (int i : used) {
      rets.add(map.lookupOrDefault(ret.operand(i)));
    }
    OperationState rs = new OperationState(op.context(), "stablehlo.return", ret.location());
    rs.addOperands(rets);
    r.setInsertionPointToEnd(nb);
    r.create(rs);
    List<Value> repl = new ArrayList<>();
    int j = 0;
    for (int i = 0; i < n; i++) {
      repl.add(used.contains(i) ? reduce.result(j++) : null);
    }
    for (int i = 0; i < n; i++) {
      if (repl.get(i) != null) {
        r.replaceAllUsesWith(op.result(i), repl.get(i));
      }
    }
    r.eraseOp(op);
    return true;
  }

  private static boolean sortDimension(Operation op, PatternRewriter r) {
    if (op.numResults() == 0 || !(op.inherentAttr("dimension") instanceof IntegerAttr d) || d.value().longValue() != -1
        || shape(op.result(0)) == null) {
      return false;
    }
    long rank = shape(op.result(0)).length;
    r.modifyOpInPlace(op, () -> op.setAttr("dimension", HloAttrs.i64(op.context(), rank - 1)));
    return true;
  }

  private static boolean sortUnused(Operation op, PatternRewriter r) {
    Block block = op.region(0).front();
    int n = op.numOperands();
    List<Integer> erased = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (op.result(i).hasNoUses() && block.argument(2 * i).hasNoUses() && block.argument(2 * i + 1).hasNoUses()) {
        erased.add(i);
      }
    }
    if (erased.isEmpty() || erased.size() == n) {
      return false;
    }
    List<Value> operands = new ArrayList<>();
    List<Type> types = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!erased.contains(i)) {
        operands.add(op.operand(i));
        types.add(op.result(i).type());
      }
    }
    OperationState s = new OperationState(op.context(), op.name(), op.location());
    s.addOperands(operands);
    s.addTypes(types);
    if (op.properties() instanceof DictionaryAttr props) {
      for (NamedAttribute a : props.entries()) {
        s.addAttribute(a.name(), a.value());
      }
    }
    s.addRegion();
    r.setInsertionPoint(op);
    Operation sort = r.create(s);
    sort.region(0).takeBody(op.region(0));
    for (int k = erased.size() - 1; k >= 0; k--) {
      int i = erased.get(k);
      block.eraseArgument(2 * i + 1);
      block.eraseArgument(2 * i);
    }
    int j = 0;
    for (int i = 0; i < n; i++) {
      if (!erased.contains(i)) {
        r.replaceAllUsesWith(op.result(i), sort.result(j++));
      }
    }
    r.eraseOp(op);
    return true;
  }

  private static boolean getTupleElement(Operation op, PatternRewriter r) {
    Operation tuple = op.operand(0).definingOp();
    if (tuple == null || !tuple.name().equals("stablehlo.tuple") || !(op.inherentAttr("index") instanceof IntegerAttr i)) {
      return false;
    }
    int index = i.value().intValue();
    return index >= 0 && index < tuple.numOperands() && replaceWith(op, r, tuple.operand(index), false);
  }

  private static boolean tupleRepacking(Operation op, PatternRewriter r) {
    if (op.numOperands() == 0) {
      return false;
    }
    Operation first = op.operand(0).definingOp();
    if (first == null || !first.name().equals("stablehlo.get_tuple_element")) {
      return false;
    }
    Value source = first.operand(0);
    if (!source.type().equals(op.result(0).type())) {
      return false;
    }
    for (int i = 0; i < op.numOperands(); i++) {
      Operation e = op.operand(i).definingOp();
      if (e == null || !e.name().equals("stablehlo.get_tuple_element") || e.operand(0) != source
          || !(e.inherentAttr("index") instanceof IntegerAttr idx) || idx.value().intValue() != i) {
        return false;
      }
    }
    return replaceWith(op, r, source, false);
  }

  private static boolean whileImplicitCapture(Operation op, PatternRewriter r) {
    Block cond = op.region(0).front();
    Block body = op.region(1).front();
    Operation ret = body.terminator();
    int n = op.numOperands();
    List<Integer> invariant = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Value y = ret.operand(i);
      if (op.operand(i) == y || body.argument(i) == y) {
        invariant.add(i);
      }
    }
    if (invariant.isEmpty()) {
      return false;
    }
    List<Value> operands = new ArrayList<>();
    List<Integer> kept = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Value x = op.operand(i);
      if (invariant.contains(i)) {
        r.replaceAllUsesWith(cond.argument(i), x);
        r.replaceAllUsesWith(body.argument(i), x);
        r.replaceAllUsesWith(op.result(i), x);
      } else {
        operands.add(x);
        kept.add(i);
      }
    }
    List<Value> rets = new ArrayList<>();
    for (int i : kept) {
      rets.add(ret.operand(i));
    }
    for (int k = invariant.size() - 1; k >= 0; k--) {
      cond.eraseArgument(invariant.get(k));
      body.eraseArgument(invariant.get(k));
    }
    r.modifyOpInPlace(ret, () -> ret.setOperands(rets));
    List<Type> types = new ArrayList<>();
    for (Value v : rets) {
      types.add(v.type());
    }
    OperationState s = new OperationState(op.context(), op.name(), op.location());
    s.addOperands(operands);
    s.addTypes(types);
    for (NamedAttribute a : op.attributes().entries()) {
      s.addAttribute(a.name(), a.value());
    }
    s.addRegion();
    s.addRegion();
    r.setInsertionPoint(op);
    Operation w = r.create(s);
    w.region(0).takeBody(op.region(0));
    w.region(1).takeBody(op.region(1));
    for (int j = 0; j < kept.size(); j++) {
      r.replaceAllUsesWith(op.result(kept.get(j)), w.result(j));
    }
    r.eraseOp(op);
    return true;
  }

  private static boolean customCallFfi(Operation op, PatternRewriter r) {
    Attribute api = op.inherentAttr("api_version");
    long version = api instanceof IntegerAttr a ? a.value().longValue() : 1;
    Attribute mhloConfig = op.attributes().get("mhlo.backend_config");
    Attribute config = op.inherentAttr("backend_config");
    if (version != 1 || mhloConfig == null || (config != null && !(config instanceof StringAttr s && s.value().isEmpty()))) {
      return false;
    }
    MLIRContext ctx = op.context();
    r.modifyOpInPlace(op, () -> {
      op.setAttr("backend_config", mhloConfig);
      op.setAttr("api_version", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), BigInteger.valueOf(4)));
      op.setAttr("mhlo.backend_config", null);
    });
    return true;
  }

  private static RankedTensorType zeroExtentType(Type t) {
    return t instanceof RankedTensorType rt && rt.hasStaticShape() && numElements(rt.shape()) == 0 ? rt : null;
  }

  /** op(X : zero-extent) and zero-extent results become empty constants (StableHLO ops without effects). */
  private static boolean zeroExtent(Operation op, PatternRewriter r) {
    if (!op.name().startsWith("stablehlo.") || op.name().equals("stablehlo.constant")) {
      return false;
    }
    if (op instanceof MemoryEffectOpInterface m && !m.effects().isEmpty()) {
      return false;
    }
    boolean changed = false;
    for (Value res : op.results()) {
      RankedTensorType t = zeroExtentType(res.type());
      if (t == null || res.hasNoUses() || !DenseIntOrFPElementsAttr.isValidElementType(t.elementType())) {
        continue;
      }
      r.replaceAllUsesWith(res, constantOp(r, op, DenseIntOrFPElementsAttr.getFromRaw(op.context(), t, new byte[0])));
      changed = true;
    }
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      RankedTensorType t = zeroExtentType(v.type());
      Operation def = v.definingOp();
      if (t == null || (def != null && def.name().equals("stablehlo.constant")) || !DenseIntOrFPElementsAttr.isValidElementType(t.elementType())) {
        continue;
      }
      Value c = constantOp(r, op, DenseIntOrFPElementsAttr.getFromRaw(op.context(), t, new byte[0]));
      int idx = i;
      r.modifyOpInPlace(op, () -> op.setOperand(idx, c));
      changed = true;
    }
    return changed;
  }
}
