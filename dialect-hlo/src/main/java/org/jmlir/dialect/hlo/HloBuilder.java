package org.jmlir.dialect.hlo;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypedAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * Builds stablehlo or mhlo ops from Java (for legalizations and importers): each method creates an
 * op at the builder's location, appends it to the insertion block when there is one, and returns
 * it. Result types are inferred with the dialect's own shape functions ({@link HloInference}) where
 * StableHLO infers them; ops whose result type the operands do not fix take it as an argument.
 * Operands must be valid: when inference rejects them the builder throws
 * IllegalArgumentException (the op is not kept).
 *
 * <pre>{@code
 * HloBuilder b = new HloBuilder(ctx, HloDialect.STABLEHLO, loc).atEnd(block);
 * Value sum = b.binary("add", x, y).result(0);
 * Value cmp = b.compare("LT", sum, y, null).result(0);
 * }</pre>
 */
public final class HloBuilder {
  private final MLIRContext ctx;
  private final HloOps ops;
  private Location loc;
  private Block block;

  public HloBuilder(MLIRContext ctx, String namespace, Location loc) {
    this.ctx = ctx;
    this.ops = HloOps.of(namespace);
    this.loc = loc;
    ctx.getOrLoadDialect(namespace);
  }

  /** Appends the ops built from now on to {@code b} (null: leave them detached). */
  public HloBuilder atEnd(Block b) {
    this.block = b;
    return this;
  }

  /** The location of the ops built from now on. */
  public HloBuilder at(Location l) {
    this.loc = l;
    return this;
  }

  public String namespace() {
    return ops.namespace();
  }

  /** The def of {@code mnemonic} in the builder's dialect. */
  public OpDef def(String mnemonic) {
    OpDef d = ops.def(mnemonic);
    if (d == null) {
      throw new IllegalArgumentException("no op " + ops.namespace() + "." + mnemonic);
    }
    return d;
  }

  /**
   * The general form: op {@code mnemonic} with {@code operands}, inherent {@code attrs} and the
   * given result types (null: inferred).
   */
  public HloOp create(String mnemonic, List<? extends Value> operands, List<NamedAttribute> attrs, List<Type> resultTypes, int regions) {
    OperationState st = new OperationState(ctx, def(mnemonic), loc);
    st.addOperands(operands);
    st.attributes.addAll(attrs);
    for (int i = 0; i < regions; i++) {
      st.addRegion(new Region());
    }
    boolean infer = resultTypes == null;
    if (infer) {
      st.addType(operands.isEmpty() ? TokenType.get(ctx, ops.namespace()) : operands.get(0).type());
    } else {
      st.addTypes(resultTypes);
    }
    HloOp op = (HloOp) Operation.create(st);
    if (infer) {
      inferInto(op);
    }
    if (block != null) {
      block.append(op);
    }
    return op;
  }

  private void inferInto(HloOp op) {
    List<Type> types = HloInference.infer(op);
    if (types == null || types == HloInference.NOT_INFERRED || types.size() != op.numResults()) {
      throw new IllegalArgumentException("cannot infer the result type of " + op.name() + " from its operands and attributes");
    }
    for (int i = 0; i < types.size(); i++) {
      op.result(i).setType(types.get(i));
    }
  }

  private static List<NamedAttribute> attrs(Object... nameValue) {
    List<NamedAttribute> out = new ArrayList<>();
    for (int i = 0; i < nameValue.length; i += 2) {
      if (nameValue[i + 1] != null) {
        out.add(new NamedAttribute((String) nameValue[i], (Attribute) nameValue[i + 1]));
      }
    }
    return out;
  }

  // ---- element-wise ----------------------------------------------------------------------------

  /** A unary element-wise op ({@code abs}, {@code negate}, {@code sqrt}, ...), result type inferred or the operand's. */
  public HloOp unary(String mnemonic, Value operand) {
    return create(mnemonic, List.of(operand), List.of(), typeOrInferred(mnemonic, operand.type()), 0);
  }

  private List<Type> typeOrInferred(String mnemonic, Type t) {
    return switch (mnemonic) {
      case "abs", "real", "imag", "is_finite" -> null;
      default -> List.of(t);
    };
  }

  /** A binary element-wise op ({@code add}, {@code maximum}, {@code and}, ...); the result has the lhs type. */
  public HloOp binary(String mnemonic, Value lhs, Value rhs) {
    return create(mnemonic, List.of(lhs, rhs), List.of(), List.of(lhs.type()), 0);
  }

  /** {@code convert} to {@code elementType}, keeping the shape. */
  public HloOp convert(Value operand, Type elementType) {
    return create("convert", List.of(operand), List.of(), List.of(HloInference.withElement(ctx, operand.type(), elementType)), 0);
  }

  /** {@code compare}; {@code compareType} may be null. */
  public HloOp compare(String direction, Value lhs, Value rhs, String compareType) {
    HloEnumAttr dir = HloEnumAttr.get(ctx, ops.namespace(), HloEnum.COMPARISON_DIRECTION, direction);
    if (dir == null) {
      throw new IllegalArgumentException("not a comparison direction: " + direction);
    }
    HloEnumAttr type = compareType == null ? null : HloEnumAttr.get(ctx, ops.namespace(), HloEnum.COMPARISON_TYPE, compareType);
    return create("compare", List.of(lhs, rhs), attrs("comparison_direction", dir, "compare_type", type), null, 0);
  }

  public HloOp select(Value pred, Value onTrue, Value onFalse) {
    return create("select", List.of(pred, onTrue, onFalse), List.of(), null, 0);
  }

  public HloOp clamp(Value min, Value operand, Value max) {
    return create("clamp", List.of(min, operand, max), List.of(), null, 0);
  }

  // ---- constants and shapes ----------------------------------------------------------------------

  /** {@code constant} of {@code value} (its type is the result type). */
  public HloOp constant(ElementsAttr value) {
    return create("constant", List.of(), attrs("value", value), List.of(((TypedAttr) value).type()), 0);
  }

  /** {@code iota} of {@code type} along {@code dimension}. */
  public HloOp iota(RankedTensorType type, long dimension) {
    return create("iota", List.of(), attrs("iota_dimension", HloAttrs.i64(ctx, dimension)), List.of(type), 0);
  }

  public HloOp reshape(Value operand, Type resultType) {
    return create("reshape", List.of(operand), List.of(), List.of(resultType), 0);
  }

  public HloOp broadcastInDim(Value operand, long[] dimensions, Type resultType) {
    return create("broadcast_in_dim", List.of(operand), attrs("broadcast_dimensions", HloAttrs.dims(ctx, ops.namespace(), dimensions)), List.of(resultType), 0);
  }

  public HloOp transpose(Value operand, long[] permutation) {
    return create("transpose", List.of(operand), attrs("permutation", HloAttrs.dims(ctx, ops.namespace(), permutation)), null, 0);
  }

  public HloOp slice(Value operand, long[] start, long[] limit, long[] strides) {
    return create(
        "slice",
        List.of(operand),
        attrs("start_indices", HloAttrs.dims(ctx, ops.namespace(), start), "limit_indices", HloAttrs.dims(ctx, ops.namespace(), limit), "strides", HloAttrs.dims(ctx, ops.namespace(), strides)),
        null,
        0);
  }

  public HloOp concatenate(List<? extends Value> inputs, long dimension) {
    return create("concatenate", inputs, attrs("dimension", HloAttrs.i64(ctx, dimension)), null, 0);
  }

  public HloOp pad(Value operand, Value paddingValue, long[] low, long[] high, long[] interior) {
    return create(
        "pad",
        List.of(operand, paddingValue),
        attrs(
            "edge_padding_low", HloAttrs.dims(ctx, ops.namespace(), low), "edge_padding_high", HloAttrs.dims(ctx, ops.namespace(), high), "interior_padding", HloAttrs.dims(ctx, ops.namespace(), interior)),
        null,
        0);
  }

  public HloOp reverse(Value operand, long[] dimensions) {
    return create("reverse", List.of(operand), attrs("dimensions", HloAttrs.dims(ctx, ops.namespace(), dimensions)), null, 0);
  }

  public HloOp broadcast(Value operand, long[] sizes) {
    return create("broadcast", List.of(operand), attrs("broadcast_sizes", HloAttrs.dims(ctx, ops.namespace(), sizes)), null, 0);
  }

  public HloOp tuple(List<? extends Value> values) {
    return create("tuple", values, List.of(), null, 0);
  }

  public HloOp getTupleElement(Value tuple, int index) {
    return create("get_tuple_element", List.of(tuple), attrs("index", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), index)), null, 0);
  }

  // ---- linear algebra ------------------------------------------------------------------------------

  /**
   * {@code dot_general} with the given dimension numbers; the result's element type is
   * {@code resultElement} (null: the lhs element type), its shape inferred.
   */
  public HloOp dotGeneral(Value lhs, Value rhs, long[] lhsBatch, long[] rhsBatch, long[] lhsContract, long[] rhsContract, Type resultElement) {
    DotDimensionNumbersAttr dims = DotDimensionNumbersAttr.get(ctx, ops.namespace(), lhsBatch, rhsBatch, lhsContract, rhsContract);
    Type element = resultElement != null ? resultElement : HloTypes.elementType(lhs.type());
    HloOp op = create("dot_general", List.of(lhs, rhs), attrs("dot_dimension_numbers", dims), List.of(HloInference.withElement(ctx, lhs.type(), element)), 0);
    inferInto(op);
    return op;
  }

  /** {@code precision_config} of two precisions. */
  public ArrayAttr precisionConfig(String lhs, String rhs) {
    return ArrayAttr.get(
        ctx,
        List.of(
            HloEnumAttr.get(ctx, ops.namespace(), HloEnum.PRECISION, lhs),
            HloEnumAttr.get(ctx, ops.namespace(), HloEnum.PRECISION, rhs)));
  }

  // ---- regions -----------------------------------------------------------------------------------

  /**
   * {@code reduce} of {@code inputs} from {@code inits} along {@code dimensions}, with a body of one
   * binary element-wise op {@code reducer} per input (e.g. "add"): the form that prints as
   * {@code applies stablehlo.add}.
   */
  public HloOp reduce(List<? extends Value> inputs, List<? extends Value> inits, long[] dimensions, String reducer) {
    List<Value> operands = new ArrayList<>(inputs);
    operands.addAll(inits);
    HloOp op = create("reduce", operands, attrs("dimensions", HloAttrs.dims(ctx, ops.namespace(), dimensions)), provisional(inputs.size(), inputs.get(0).type()), 1);
    Block body = new Block();
    op.region(0).addBlock(body);
    List<BlockArgument> elems = new ArrayList<>();
    List<BlockArgument> accs = new ArrayList<>();
    for (Value v : inputs) {
      elems.add(body.addArgument(scalarOf(v.type()), loc));
    }
    for (Value v : inputs) {
      accs.add(body.addArgument(scalarOf(v.type()), loc));
    }
    Block saved = block;
    block = body;
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < inputs.size(); i++) {
      results.add(binary(reducer, elems.get(i), accs.get(i)).result(0));
    }
    returnOp(results);
    block = saved;
    inferInto(op);
    return op;
  }

  private List<Type> provisional(int n, Type t) {
    List<Type> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(t);
    }
    return out;
  }

  private Type scalarOf(Type t) {
    return RankedTensorType.get(ctx, new long[0], HloTypes.elementType(t));
  }

  /** {@code return} of {@code values}. */
  public HloOp returnOp(List<? extends Value> values) {
    return create("return", values, List.of(), List.of(), 0);
  }
}
