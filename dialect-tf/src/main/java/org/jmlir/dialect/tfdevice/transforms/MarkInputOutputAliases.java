package org.jmlir.dialect.tfdevice.transforms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.IntegerType;

/**
 * {@code tf-device-mark-input-output-aliases}: when a {@code tf_device.cluster_func} input is a
 * resource's only-used tf.ReadVariableOp value and one of its outputs is only used by a
 * tf.AssignVariableOp to the same resource, the device function's argument gets
 * {@code tf.aliasing_output = <output index>}. A resource assigned or read twice around one
 * cluster_func leaves that cluster_func alone (TensorFlow's conservative rules).
 */
public final class MarkInputOutputAliases extends Pass {
  private static final String ALIASING = "tf.aliasing_output";

  public MarkInputOutputAliases(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-device-mark-input-output-aliases";
  }

  @Override
  public String summary() {
    return "Marks device cluster inputs-output pairs that read/write to the same variable as aliases";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    for (Operation clusterFunc : module.collect(op -> op.name().equals("tf_device.cluster_func"))) {
      Map<Value, int[]> aliases = aliasing(clusterFunc);
      if (aliases == null || aliases.isEmpty() || !(clusterFunc.attr("func") instanceof SymbolRefAttr ref)) {
        continue;
      }
      Operation func = SymbolTable.lookupSymbolIn(module, ref.root());
      if (func == null || !func.name().equals("func.func")) {
        continue;
      }
      for (int[] pair : aliases.values()) {
        if (pair[0] >= 0 && pair[1] >= 0) {
          markArgument(func, pair[0], pair[1]);
        }
      }
    }
  }

  /** Resource -> {input index, output index} (-1: none); null when a resource is read or written twice. */
  private static Map<Value, int[]> aliasing(Operation clusterFunc) {
    Map<Value, int[]> out = new LinkedHashMap<>();
    for (int i = 0; i < clusterFunc.numResults(); i++) {
      Value r = throughParallelExecute(clusterFunc.result(i));
      if (r == null || !r.hasOneUse() || !r.firstUse().owner().name().equals("tf.AssignVariableOp")) {
        continue;
      }
      int[] pair = out.computeIfAbsent(r.firstUse().owner().operand(0), k -> new int[] {-1, -1});
      if (pair[1] != -1) {
        return null;
      }
      pair[1] = i;
    }
    for (int i = 0; i < clusterFunc.numOperands(); i++) {
      Operation read = clusterFunc.operand(i).definingOp();
      if (read == null || !read.name().equals("tf.ReadVariableOp") || !read.result(0).hasOneUse()) {
        continue;
      }
      int[] pair = out.get(read.operand(0));
      if (pair == null) {
        continue;
      }
      if (pair[0] != -1) {
        return null;
      }
      pair[0] = i;
    }
    return out;
  }

  /**
   * {@code r} itself, or when its one use is the tf_device.return of a tf_device.parallel_execute
   * region, the parallel_execute result it becomes (results are the regions' returns in order).
   */
  private static Value throughParallelExecute(Value r) {
    if (!r.hasOneUse()) {
      return r;
    }
    org.jmlir.ir.OpOperand use = r.firstUse();
    Operation ret = use.owner();
    Operation parallel = ret.parentOp();
    if (!ret.name().equals("tf_device.return") || parallel == null
        || !parallel.name().equals("tf_device.parallel_execute")) {
      return r;
    }
    int offset = 0;
    for (int k = 0; k < parallel.numRegions(); k++) {
      org.jmlir.ir.Region region = parallel.region(k);
      if (region.isEmpty()) {
        continue;
      }
      Operation last = region.front().last();
      if (last == ret) {
        int index = offset + use.index();
        return index < parallel.numResults() ? parallel.result(index) : null;
      }
      offset += last == null ? 0 : last.numOperands();
    }
    return null;
  }

  private static void markArgument(Operation func, int arg, int output) {
    MLIRContext ctx = func.context();
    int n = func.region(0).isEmpty() ? 0 : func.region(0).front().numArguments();
    List<Attribute> dicts = new ArrayList<>();
    ArrayAttr old = func.inherentAttr("arg_attrs") instanceof ArrayAttr a ? a : null;
    for (int i = 0; i < n; i++) {
      dicts.add(old != null && i < old.size() ? old.elements().get(i) : DictionaryAttr.empty(ctx));
    }
    if (arg >= n || !(dicts.get(arg) instanceof DictionaryAttr d) || d.get(ALIASING) != null) {
      return;
    }
    List<NamedAttribute> entries = new ArrayList<>(d.entries());
    entries.add(new NamedAttribute(ALIASING, IntegerAttr.get(ctx, IntegerType.get(ctx, 64), output)));
    dicts.set(arg, DictionaryAttr.get(ctx, entries));
    func.setAttr("arg_attrs", ArrayAttr.get(ctx, dicts));
  }
}
