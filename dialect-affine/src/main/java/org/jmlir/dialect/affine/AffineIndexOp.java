package org.jmlir.dialect.affine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.memref.MemRefBuilders;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.DynamicIndexList;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * MLIR 22's {@code affine.linearize_index [%i, %j] by (%a, 4) : index} (an index from a multi-index in a
 * mixed-radix basis, {@code disjoint} when every index is known in bounds) and {@code
 * affine.delinearize_index %x into (%a, 4) : index, index} (its inverse). The basis is a mixed
 * static/dynamic list; its first entry, the outer bound, may be left out (then there is one index or
 * result more than basis entries). One class serves both ops; the kind is the op's {@link OpDef}.
 */
public final class AffineIndexOp extends Operation {
  static final String STATIC_BASIS = "static_basis";
  static final String DISJOINT = "disjoint";

  /** MLIR's UnitProp: a unit attribute when set, {@code false} when not (as mlir-opt prints it). */
  private static final AttrConstraint UNIT_PROP =
      AttrConstraint.of("unit property", a -> a instanceof UnitAttr || a instanceof IntegerAttr i && i.isBool());

  public static final OpDef LINEARIZE =
      OpSpec.define("affine.linearize_index", AffineIndexOp::new)
          .variadicOperand("multi_index", TypeConstraint.INDEX)
          .variadicOperand("dynamic_basis", TypeConstraint.INDEX)
          .attr(STATIC_BASIS, CommonAttrs.DENSE_I64_ARRAY)
          .defaultAttr(DISJOINT, UNIT_PROP, ctx -> IntegerAttr.bool(ctx, false))
          .result("linear_index", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .assembly(new Syntax(true))
          .verifier(AffineIndexOp::verifyLinearize)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, AffineIndexFolds::linearize)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffineIndexPatterns.linearize())
          .build();

  public static final OpDef DELINEARIZE =
      OpSpec.define("affine.delinearize_index", AffineIndexOp::new)
          .operand("linear_index", TypeConstraint.INDEX)
          .variadicOperand("dynamic_basis", TypeConstraint.INDEX)
          .attr(STATIC_BASIS, CommonAttrs.DENSE_I64_ARRAY)
          .variadicResult("multi_index", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .assembly(new Syntax(false))
          .verifier(AffineIndexOp::verifyDelinearize)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, AffineIndexFolds::delinearize)
          .extension(org.jmlir.ir.rewrite.CanonicalizationPatterns.class, AffineIndexPatterns.delinearize())
          .build();

  private AffineIndexOp() {}

  public boolean isLinearize() {
    return def() == LINEARIZE;
  }

  public long[] staticBasis() {
    return DynamicIndexList.values(inherentAttr(STATIC_BASIS));
  }

  /** linearize's multi-index operands. */
  public List<Value> multiIndex() {
    return isLinearize() ? spec().operandGroup(this, 0) : List.of();
  }

  public List<Value> dynamicBasis() {
    return isLinearize() ? spec().operandGroup(this, 1) : operands().subList(1, numOperands());
  }

  /** delinearize's input. */
  public Value linearIndex() {
    return operand(0);
  }

  public boolean disjoint() {
    return inherentAttr(DISJOINT) instanceof UnitAttr;
  }

  /** Whether the basis names the outer bound (one basis entry per index or result). */
  public boolean hasOuterBound() {
    int n = isLinearize() ? multiIndex().size() : numResults();
    return n == staticBasis().length;
  }

  /** The basis, constants as index attributes (MLIR's getMixedBasis). */
  public List<OpFoldResult> mixedBasis() {
    return MemRefBuilders.mixed(context(), staticBasis(), dynamicBasis());
  }

  /** The basis with a null first entry when the outer bound is left out (getPaddedBasis). */
  public List<OpFoldResult> paddedBasis() {
    List<OpFoldResult> out = new ArrayList<>();
    if (!hasOuterBound()) {
      out.add(null);
    }
    out.addAll(mixedBasis());
    return out;
  }

  private OpSpec spec() {
    return def().extension(OpSpec.class);
  }

  /** MLIR's getConstantIntValue of a fold result: an integer attribute or a value made by a constant. */
  static Long constantInt(OpFoldResult r) {
    if (r instanceof OpFoldResult.Constant(Attribute a)) {
      return a instanceof IntegerAttr i ? i.longValue() : null;
    }
    if (r instanceof OpFoldResult.Folded(Value v) && OperationFolder.constantValue(v) instanceof IntegerAttr i) {
      return i.longValue();
    }
    return null;
  }

  // ---- builders (MLIR's build methods over OpFoldResult bases) --------------------------------

  /** {@code affine.linearize_index}; a null first basis entry means no outer bound. */
  public static Value linearize(OpBuilder b, Location loc, List<Value> multiIndex, List<OpFoldResult> basis, boolean disjoint) {
    if (!basis.isEmpty() && basis.get(0) == null) {
      basis = basis.subList(1, basis.size());
    }
    MLIRContext ctx = b.context();
    OperationState s = new OperationState(ctx, LINEARIZE, loc);
    s.addOperands(multiIndex);
    long[] statics = dispatch(s, basis);
    Map<String, Attribute> props = CustomAssembly.props();
    props.put(DISJOINT, disjoint ? UnitAttr.get(ctx) : IntegerAttr.bool(ctx, false));
    props.put(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, multiIndex.size(), s.operands.size() - multiIndex.size()));
    props.put(STATIC_BASIS, DynamicIndexList.toAttr(ctx, statics));
    s.addType(IndexType.get(ctx));
    CustomAssembly.setProperties(s, props);
    return b.create(s).result(0);
  }

  /** {@code affine.delinearize_index}; a null first basis entry means no outer bound. */
  public static Operation delinearize(OpBuilder b, Location loc, Value linear, List<OpFoldResult> basis, boolean hasOuterBound) {
    if (hasOuterBound && !basis.isEmpty() && basis.get(0) == null) {
      hasOuterBound = false;
      basis = basis.subList(1, basis.size());
    }
    MLIRContext ctx = b.context();
    OperationState s = new OperationState(ctx, DELINEARIZE, loc);
    s.addOperand(linear);
    long[] statics = dispatch(s, basis);
    Map<String, Attribute> props = CustomAssembly.props();
    props.put(STATIC_BASIS, DynamicIndexList.toAttr(ctx, statics));
    int results = hasOuterBound ? statics.length : statics.length + 1;
    for (int i = 0; i < results; i++) {
      s.addType(linear.type());
    }
    CustomAssembly.setProperties(s, props);
    return b.create(s);
  }

  /** MLIR's dispatchIndexOpFoldResults: attributes become static entries, values dynamic operands. */
  private static long[] dispatch(OperationState s, List<OpFoldResult> basis) {
    long[] statics = new long[basis.size()];
    for (int i = 0; i < statics.length; i++) {
      switch (basis.get(i)) {
        case OpFoldResult.Constant(Attribute a) -> statics[i] = ((IntegerAttr) a).longValue();
        case OpFoldResult.Folded(Value v) -> {
          statics[i] = ShapedType.DYNAMIC;
          s.addOperand(v);
        }
      }
    }
    return statics;
  }

  // ---- verifiers ----------------------------------------------------------------------------

  private static boolean verifyLinearize(Operation op) {
    AffineIndexOp o = (AffineIndexOp) op;
    long[] basis = o.staticBasis();
    int n = o.multiIndex().size();
    if (n != basis.length && n != basis.length + 1) {
      return op.emitOpError("should be passed a basis element for each index except possibly the first").report();
    }
    return verifyDynamicCount(o, basis);
  }

  private static boolean verifyDelinearize(Operation op) {
    AffineIndexOp o = (AffineIndexOp) op;
    long[] basis = o.staticBasis();
    if (op.numResults() != basis.length && op.numResults() != basis.length + 1) {
      return op.emitOpError("should return an index for each basis element and up to one extra index").report();
    }
    if (!verifyDynamicCount(o, basis)) {
      return false;
    }
    for (long v : basis) {
      if (v <= 0 && v != ShapedType.DYNAMIC) {
        return op.emitOpError("no basis element may be statically non-positive").report();
      }
    }
    return true;
  }

  private static boolean verifyDynamicCount(AffineIndexOp o, long[] basis) {
    if (DynamicIndexList.countDynamic(basis) != o.dynamicBasis().size()) {
      return o.emitOpError("mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis"
          + " entry) -- this can only happen due to an incorrect fold/rewrite").report();
    }
    return true;
  }

  // ---- syntax -------------------------------------------------------------------------------

  /**
   * linearize: {@code (`disjoint`)? `[` $multi_index `]` `by` ` ` custom<DynamicIndexList>(paren)
   * attr-dict `:` type($linear_index)}; delinearize: {@code $linear_index `into` ` `
   * custom<DynamicIndexList>(paren) attr-dict `:` type($multi_index)}.
   */
  private record Syntax(boolean linearize) implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      Type index = IndexType.get(ctx);
      Map<String, Attribute> props = CustomAssembly.props();
      List<UnresolvedOperand> indices = null;
      UnresolvedOperand linear = null;
      if (linearize) {
        props.put(DISJOINT, p.parseOptionalKeyword("disjoint") ? UnitAttr.get(ctx) : IntegerAttr.bool(ctx, false));
        indices = p.parseOperandList(Delimiter.SQUARE, -1);
        p.parseKeyword("by");
      } else {
        linear = p.parseOperand();
        p.parseKeyword("into");
      }
      DynamicIndexList.Parsed basis = DynamicIndexList.parse(p, Delimiter.PAREN);
      CustomAssembly.parseAttrDict(p, linearize ? LINEARIZE : DELINEARIZE, props, state);
      p.parseColon();
      if (linearize) {
        int typeOffset = p.currentOffset();
        Type t = p.parseType();
        if (!(t instanceof IndexType)) {
          throw p.emitError(typeOffset, "invalid kind of type specified: expected builtin.index, but found '"
              + org.jmlir.ir.ods.Texts.type(t) + "'");
        }
        p.resolveOperands(indices, index, state.operands);
        state.addType(t);
        props.put(OperandSegments.ATTR, OperandSegments.sizesAttr(ctx, indices.size(), basis.values().size()));
      } else {
        state.resultTypes.addAll(p.parseTypeList());
        state.operands.add(p.resolveOperand(linear, index));
      }
      p.resolveOperands(basis.values(), index, state.operands);
      props.put(STATIC_BASIS, DynamicIndexList.toAttr(ctx, basis.statics()));
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      AffineIndexOp o = (AffineIndexOp) op;
      if (linearize) {
        if (o.disjoint()) {
          p.print(" disjoint");
        }
        p.print(" [");
        List<Value> indices = o.multiIndex();
        for (int i = 0; i < indices.size(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          p.printOperand(indices.get(i));
        }
        p.print("] by ");
      } else {
        p.print(' ');
        p.printOperand(o.linearIndex());
        p.print(" into ");
      }
      DynamicIndexList.print(p, o.dynamicBasis(), o.staticBasis(), '(', ')');
      CustomAssembly.printAttrDict(p, op, List.of(OperandSegments.ATTR, STATIC_BASIS, DISJOINT));
      p.print(" : ");
      if (linearize) {
        p.printType(op.result(0).type());
      } else {
        for (int i = 0; i < op.numResults(); i++) {
          if (i > 0) {
            p.print(", ");
          }
          p.printType(op.result(i).type());
        }
      }
    }
  }
}
