package org.jmlir.conversion.hlotostablehlo;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.hlo.ChannelHandleAttr;
import org.jmlir.dialect.hlo.ConvDimensionNumbersAttr;
import org.jmlir.dialect.hlo.DotAlgorithmAttr;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.dialect.hlo.GatherDimensionNumbersAttr;
import org.jmlir.dialect.hlo.HloAttrs;
import org.jmlir.dialect.hlo.HloEnumAttr;
import org.jmlir.dialect.hlo.HloOps;
import org.jmlir.dialect.hlo.OutputOperandAliasAttr;
import org.jmlir.dialect.hlo.ResultAccuracyAttr;
import org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr;
import org.jmlir.dialect.hlo.TokenType;
import org.jmlir.dialect.hlo.TypeExtensionsAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedTensorType;

/**
 * Moves IR between the mhlo and stablehlo dialects (XLA's hlo-legalize-to-stablehlo and
 * stablehlo-legalize-to-hlo): each op of the source namespace becomes the target's op of the same
 * name, and every type and attribute of the source dialect (tokens, bounds, enums, dimension
 * numbers) is rebuilt in the target namespace, in all ops, block arguments and function types.
 * An op the target lacks is an error: "failed to legalize operation 'mhlo.X' that was explicitly
 * marked illegal".
 */
public final class HloNamespaceConverter {
  private final MLIRContext ctx;
  private final String from;
  private final String to;
  private final HloOps target;
  private final boolean allowExperimental;

  public HloNamespaceConverter(MLIRContext ctx, String from, String to) {
    this(ctx, from, to, false);
  }

  /**
   * @param allowExperimental hlo-legalize-to-stablehlo's allow-experimental-features: an mhlo op
   *     using a feature StableHLO lacks becomes a {@code stablehlo.custom_call @mhlo.X} whose
   *     backend_config is the op's attribute dictionary as text, instead of an error
   */
  public HloNamespaceConverter(MLIRContext ctx, String from, String to, boolean allowExperimental) {
    this.ctx = ctx;
    this.from = from;
    this.to = to;
    this.target = to.equals("stablehlo") ? HloOps.STABLEHLO : HloOps.MHLO;
    this.allowExperimental = allowExperimental;
  }

  /**
   * XLA's "experimental" mhlo features, which StableHLO cannot spell: the tuple form of all_to_all
   * (several operands, no split dimension) and PACKED_NIBBLE precision on dot, dot_general and
   * convolution.
   */
  private boolean experimental(Operation op) {
    if (!from.equals("mhlo") || !to.equals("stablehlo")) {
      return false;
    }
    return switch (op.name()) {
      case "mhlo.all_to_all" -> op.numOperands() != 1;
      case "mhlo.dot", "mhlo.dot_general", "mhlo.convolution" ->
          op.attr("precision_config") instanceof ArrayAttr a
              && a.elements().stream().anyMatch(e -> e instanceof HloEnumAttr h && h.value().equals("PACKED_NIBBLE"));
      default -> false;
    };
  }

  /** The experimental encoding: {@code stablehlo.custom_call @mhlo.X} with the attributes as backend_config text. */
  private void encode(Operation op) {
    OperationState s = new OperationState(ctx, "stablehlo.custom_call", op.location());
    s.addOperands(op.operands());
    for (Type t : op.resultTypes()) {
      s.addType(type(t));
    }
    s.addAttribute("backend_config", org.jmlir.ir.attr.StringAttr.get(ctx, org.jmlir.ir.print.AttrTypePrinter.toString(op.attrDictionary())));
    s.addAttribute("call_target_name", org.jmlir.ir.attr.StringAttr.get(ctx, op.name()));
    Operation created = Operation.create(s);
    op.block().insertBefore(op, created);
    op.replaceAllUsesWith(created.results());
    op.erase();
  }

  /** The way back: {@code stablehlo.custom_call @mhlo.X} becomes {@code mhlo.X} (see {@link ExperimentalCustomCalls}). */
  private void decode(Operation op) {
    OperationState s = new OperationState(ctx, ((org.jmlir.ir.attr.StringAttr) op.attr("call_target_name")).value(), op.location());
    s.addOperands(op.operands());
    for (Type t : op.resultTypes()) {
      s.addType(type(t));
    }
    for (NamedAttribute a : ExperimentalCustomCalls.attributes(op, this::attr)) {
      s.addAttribute(a.name(), a.value());
    }
    Operation created = Operation.create(s);
    op.block().insertBefore(op, created);
    op.replaceAllUsesWith(created.results());
    op.erase();
  }

  /** Converts everything under {@code root}; returns false after reporting an op it cannot convert. */
  public boolean convert(Operation root) {
    List<Operation> ops = root.collect(op -> true);
    for (Operation op : ops) {
      String name = op.name();
      boolean unsupported = name.startsWith(from + ".")
          && (target.def(name.substring(from.length() + 1)) == null || experimental(op) && (!allowExperimental || op.numRegions() > 0));
      if (from.equals("stablehlo") && ExperimentalCustomCalls.isEncoded(op)) {
        String callee = ((org.jmlir.ir.attr.StringAttr) op.attr("call_target_name")).value();
        unsupported = target.def(callee.substring(to.length() + 1)) == null || ExperimentalCustomCalls.attributes(op, this::attr) == null;
      }
      if (unsupported) {
        return op.emitError("failed to legalize operation '" + name + "' that was explicitly marked illegal").report();
      }
    }
    for (Operation op : ops) {
      for (Region r : op.regions()) {
        for (Block b : r.blocks()) {
          for (Value arg : b.arguments()) {
            arg.setType(type(arg.type()));
          }
        }
      }
      if (op.name().startsWith(from + ".") && experimental(op)) {
        encode(op);
      } else if (from.equals("stablehlo") && ExperimentalCustomCalls.isEncoded(op)) {
        decode(op);
      } else if (op.name().startsWith(from + ".")) {
        replace(op);
      } else {
        for (Value v : op.results()) {
          v.setType(type(v.type()));
        }
        if (op.properties() != null) {
          op.setProperties(attr(op.properties()));
        }
        op.setAttributes((DictionaryAttr) attr(op.attributes()));
      }
    }
    return true;
  }

  private void replace(Operation op) {
    OperationState s = new OperationState(ctx, to + op.name().substring(from.length()), op.location());
    s.addOperands(op.operands());
    for (Type t : op.resultTypes()) {
      s.addType(type(t));
    }
    s.properties = op.properties() == null ? null : mhloDims(attr(op.properties()));
    for (NamedAttribute a : op.attributes().entries()) {
      s.addAttribute(a.name(), attr(a.value()));
    }
    for (Region r : op.regions()) {
      s.addRegion().takeBody(r);
    }
    Operation created = Operation.create(s);
    op.block().insertBefore(op, created);
    op.replaceAllUsesWith(created.results());
    op.erase();
  }

  /**
   * Into mhlo, the i64 index lists of the properties become I64ElementsAttr: mhlo's dimension
   * attributes (gather's slice_sizes, reduce_window's windows, ...) are elements attributes where
   * StableHLO's are dense arrays.
   */
  private Attribute mhloDims(Attribute properties) {
    if (!to.equals("mhlo") || !(properties instanceof DictionaryAttr d)) {
      return properties;
    }
    List<NamedAttribute> out = new ArrayList<>();
    boolean changed = false;
    for (NamedAttribute e : d.entries()) {
      Attribute v = e.value();
      if (v instanceof DenseArrayAttr arr && arr.elementType() instanceof IntegerType it && it.width() == 64) {
        v = HloAttrs.dims(ctx, "mhlo", HloAttrs.dimValues(arr));
        changed = true;
      }
      out.add(new NamedAttribute(e.name(), v));
    }
    return changed ? DictionaryAttr.get(ctx, out) : properties;
  }

  /** {@code t} with the source dialect's types rebuilt in the target namespace. */
  public Type type(Type t) {
    if (t instanceof TokenType tok && tok.dialectNamespace().equals(from)) {
      return TokenType.get(ctx, to);
    }
    if (t instanceof org.jmlir.dialect.hlo.FutureType f && f.dialectNamespace().equals(from)) {
      return org.jmlir.dialect.hlo.FutureType.get(ctx, to, types(f.types()));
    }
    if (t instanceof RankedTensorType r && r.encoding() != null) {
      Attribute enc = attr(r.encoding());
      return enc == r.encoding() ? t : RankedTensorType.get(ctx, r.shape(), r.elementType(), enc);
    }
    if (t instanceof TupleType tt) {
      List<Type> elements = new ArrayList<>();
      for (Type e : tt.types()) {
        elements.add(type(e));
      }
      return TupleType.get(ctx, elements);
    }
    if (t instanceof FunctionType ft) {
      return FunctionType.get(ctx, types(ft.inputs()), types(ft.results()));
    }
    if (t instanceof UnrankedTensorType) {
      return t;
    }
    return t;
  }

  private List<Type> types(List<Type> ts) {
    List<Type> out = new ArrayList<>(ts.size());
    for (Type t : ts) {
      out.add(type(t));
    }
    return out;
  }

  /** {@code a} with the source dialect's attributes (and types inside it) rebuilt in the target namespace. */
  public Attribute attr(Attribute a) {
    return switch (a) {
      case ArrayAttr arr -> {
        List<Attribute> out = new ArrayList<>();
        boolean changed = false;
        for (Attribute e : arr.elements()) {
          Attribute c = attr(e);
          changed |= c != e;
          out.add(c);
        }
        yield changed ? ArrayAttr.get(ctx, out) : a;
      }
      case DictionaryAttr d -> {
        List<NamedAttribute> out = new ArrayList<>();
        boolean changed = false;
        for (NamedAttribute e : d.entries()) {
          Attribute c = attr(e.value());
          changed |= c != e.value();
          out.add(new NamedAttribute(e.name(), c));
        }
        yield changed ? DictionaryAttr.get(ctx, out) : a;
      }
      case TypeAttr ta -> {
        Type c = type(ta.value());
        yield c == ta.value() ? a : TypeAttr.get(ctx, c);
      }
      case HloEnumAttr e when e.dialectNamespace().equals(from) -> HloEnumAttr.get(ctx, to, e.kind(), e.index());
      case TypeExtensionsAttr x when x.dialectNamespace().equals(from) -> TypeExtensionsAttr.get(ctx, to, x.bounds());
      case DotDimensionNumbersAttr x when x.dialectNamespace().equals(from) -> DotDimensionNumbersAttr.get(
          ctx, to, x.lhsBatchingDimensions(), x.rhsBatchingDimensions(), x.lhsContractingDimensions(),
          x.rhsContractingDimensions());
      case GatherDimensionNumbersAttr x when x.dialectNamespace().equals(from) -> GatherDimensionNumbersAttr.get(
          ctx, to, x.offsetDims(), x.collapsedSliceDims(), x.operandBatchingDims(), x.startIndicesBatchingDims(),
          x.startIndexMap(), x.indexVectorDim());
      case ScatterDimensionNumbersAttr x when x.dialectNamespace().equals(from) -> ScatterDimensionNumbersAttr.get(
          ctx, to, x.updateWindowDims(), x.insertedWindowDims(), x.inputBatchingDims(), x.scatterIndicesBatchingDims(),
          x.scatterDimsToOperandDims(), x.indexVectorDim());
      case ConvDimensionNumbersAttr x when x.dialectNamespace().equals(from) -> ConvDimensionNumbersAttr.get(
          ctx, to, x.inputBatchDimension(), x.inputFeatureDimension(), x.inputSpatialDimensions(),
          x.kernelInputFeatureDimension(), x.kernelOutputFeatureDimension(), x.kernelSpatialDimensions(),
          x.outputBatchDimension(), x.outputFeatureDimension(), x.outputSpatialDimensions());
      case DotAlgorithmAttr x when x.dialectNamespace().equals(from) -> DotAlgorithmAttr.get(
          ctx, to, x.lhsPrecisionType(), x.rhsPrecisionType(), x.accumulationType(), x.lhsComponentCount(),
          x.rhsComponentCount(), x.numPrimitiveOperations(), x.allowImpreciseAccumulation());
      case ChannelHandleAttr x when x.dialectNamespace().equals(from) -> ChannelHandleAttr.get(ctx, to, x.handle(), x.type());
      case OutputOperandAliasAttr x when x.dialectNamespace().equals(from) -> OutputOperandAliasAttr.get(
          ctx, to, x.outputTupleIndices(), x.operandIndex(), x.operandTupleIndices());
      case ResultAccuracyAttr x when x.dialectNamespace().equals(from) -> ResultAccuracyAttr.get(
          ctx, to, x.atol(), x.rtol(), x.ulps(), (HloEnumAttr) attr(x.mode()));
      default -> a;
    };
  }
}
