package org.jmlir.conversion.tftohlo;

import static org.jmlir.conversion.tftohlo.ArrayPatterns.p;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.dialect.hlo.HloBuilder;
import org.jmlir.dialect.hlo.HloOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * The Xla ops whose computations are functions of the module (TensorFlow's legalize_tf rules for
 * XlaReduceWindow, XlaSelectAndScatter, XlaVariadicReduceV2 and XlaVariadicSort): the HLO op with
 * each region a block of the function's argument types that calls the function ({@code func.call})
 * and returns its results (TensorFlow's BuildBodyWithCall). The window, dimension and padding
 * operands must be constants; the functions themselves legalize like any other.
 */
final class XlaRegionPatterns {
  private XlaRegionPatterns() {}

  static void add(List<RewritePattern> out, Reasons why) {
    out.add(p("tf.XlaReduceWindow", (op, e) -> reduceWindow(op, e, why)));
    out.add(p("tf.XlaSelectAndScatter", (op, e) -> selectAndScatter(op, e, why)));
    out.add(p("tf.XlaVariadicReduceV2", (op, e) -> variadicReduce(op, e, why)));
    out.add(p("tf.XlaVariadicSort", (op, e) -> variadicSort(op, e, why)));
  }

  private static boolean reduceWindow(Operation op, Emit e, Reasons why) {
    long[] window = TfShapes.constInts(op.operand(2));
    long[] strides = TfShapes.constInts(op.operand(3));
    long[] base = TfShapes.constInts(op.operand(4));
    long[] dilations = TfShapes.constInts(op.operand(5));
    long[][] padding = pairs(TfShapes.constInts(op.operand(6)));
    if (window == null || strides == null || base == null || dilations == null || padding == null) {
      return why.attribute(op, "the window dimensions, strides, dilations and padding must be constants");
    }
    FunctionType ft = function(op, "computation");
    if (ft == null) {
      return why.attribute(op, "the computation is not a function of this module");
    }
    List<NamedAttribute> attrs = List.of(e.attr("window_dimensions", e.dims(window)), e.attr("window_strides", e.dims(strides)),
        e.attr("base_dilations", e.dims(base)), e.attr("window_dilations", e.dims(dilations)), e.attr("padding", e.padding(padding)));
    HloOp hlo = e.b.create("reduce_window", List.of(op.operand(0), op.operand(1)), attrs, op.resultTypes(), 1);
    callBody(e, hlo, 0, (SymbolRefAttr) op.attr("computation"), ft);
    e.replace(e.put(hlo));
    return true;
  }

  private static boolean selectAndScatter(Operation op, Emit e, Reasons why) {
    long[] window = TfShapes.constInts(op.operand(1));
    long[] strides = TfShapes.constInts(op.operand(2));
    long[][] padding = pairs(TfShapes.constInts(op.operand(3)));
    if (window == null || strides == null || padding == null) {
      return why.attribute(op, "the window dimensions, strides and padding must be constants");
    }
    FunctionType select = function(op, "select");
    FunctionType scatter = function(op, "scatter");
    if (select == null || scatter == null) {
      return why.attribute(op, "the select and scatter computations are not functions of this module");
    }
    List<NamedAttribute> attrs = List.of(e.attr("window_dimensions", e.dims(window)), e.attr("window_strides", e.dims(strides)),
        e.attr("padding", e.padding(padding)));
    HloOp hlo = e.b.create("select_and_scatter", List.of(op.operand(0), op.operand(4), op.operand(5)), attrs, op.resultTypes(), 2);
    callBody(e, hlo, 0, (SymbolRefAttr) op.attr("select"), select);
    callBody(e, hlo, 1, (SymbolRefAttr) op.attr("scatter"), scatter);
    e.replace(e.put(hlo));
    return true;
  }

  private static boolean variadicReduce(Operation op, Emit e, Reasons why) {
    int n = op.numOperands() / 2;
    long[] dims = TfShapes.intsAttr(op, "dimensions_to_reduce");
    FunctionType ft = function(op, "reducer");
    if (dims == null || ft == null || op.numOperands() != 2 * n || op.numResults() != n) {
      return why.attribute(op, "the dimensions and the reducer function must be given, one init value per input");
    }
    List<Value> operands = new ArrayList<>(op.operands());
    HloOp hlo = e.b.create("reduce", operands, List.of(e.attr("dimensions", e.dims(dims))), op.resultTypes(), 1);
    callBody(e, hlo, 0, (SymbolRefAttr) op.attr("reducer"), ft);
    e.replace(results(e, hlo));
    return true;
  }

  private static boolean variadicSort(Operation op, Emit e, Reasons why) {
    int n = op.numOperands() - 1;
    Long dim = TfShapes.constInt(op.operand(n));
    FunctionType ft = function(op, "comparator");
    if (dim == null || ft == null || n < 1) {
      return why.attribute(op, "the dimension must be a constant and the comparator a function of this module");
    }
    RankedTensorType t = TfShapes.ranked(op.operand(0));
    if (t == null) {
      return why.dynamic(op, "the inputs must be ranked");
    }
    long d = TfShapes.axis(dim, t.rank());
    if (d < 0) {
      return why.attribute(op, "dimension " + dim + " is out of range");
    }
    boolean stable = op.attr("is_stable") instanceof IntegerAttr b && b.value().signum() != 0;
    List<NamedAttribute> attrs = List.of(e.attr("dimension", IntegerAttr.get(e.ctx, IntegerType.get(e.ctx, 64), d)),
        e.attr("is_stable", IntegerAttr.bool(e.ctx, stable)));
    HloOp hlo = e.b.create("sort", op.operands().subList(0, n), attrs, op.resultTypes(), 1);
    callBody(e, hlo, 0, (SymbolRefAttr) op.attr("comparator"), ft);
    e.replace(results(e, hlo));
    return true;
  }

  /** The type of the function that attribute {@code name} of {@code op} names, or null. */
  private static FunctionType function(Operation op, String name) {
    if (!(op.attr(name) instanceof SymbolRefAttr ref)) {
      return null;
    }
    Operation f = SymbolTable.lookupNearestSymbolFrom(op, ref);
    return f != null && f.attr("function_type") instanceof TypeAttr ta && ta.value() instanceof FunctionType ft ? ft : null;
  }

  /** Region {@code index} of {@code hlo}: a block of the function's argument types returning its call. */
  private static void callBody(Emit e, HloOp hlo, int index, SymbolRefAttr callee, FunctionType ft) {
    Block body = new Block();
    for (Type t : ft.inputs()) {
      body.addArgument(t, e.root.location());
    }
    hlo.region(index).addBlock(body);
    OperationState call = new OperationState(e.ctx, "func.call", e.root.location());
    call.addOperands(body.arguments());
    call.addTypes(ft.results());
    call.addAttribute("callee", callee);
    Operation c = Operation.create(call);
    body.append(c);
    new HloBuilder(e.ctx, Emit.NS, e.root.location()).atEnd(body).returnOp(c.results());
  }

  /** (low, high) pairs of a flattened [N, 2] padding, or null. */
  private static long[][] pairs(long[] flat) {
    if (flat == null || flat.length % 2 != 0) {
      return null;
    }
    long[][] out = new long[flat.length / 2][];
    for (int i = 0; i < out.length; i++) {
      out[i] = new long[] {flat[2 * i], flat[2 * i + 1]};
    }
    return out;
  }

  private static Value[] results(Emit e, HloOp hlo) {
    e.put(hlo);
    return hlo.results().toArray(new Value[0]);
  }
}
