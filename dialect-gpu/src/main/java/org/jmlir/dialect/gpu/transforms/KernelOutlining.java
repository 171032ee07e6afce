package org.jmlir.dialect.gpu.transforms;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.gpu.AsyncTokenType;
import org.jmlir.dialect.gpu.GpuDialect;
import org.jmlir.dialect.gpu.GpuEnumAttr;
import org.jmlir.dialect.gpu.GpuFuncOp;
import org.jmlir.dialect.gpu.GpuModuleOp;
import org.jmlir.dialect.gpu.GpuOps;
import org.jmlir.dialect.gpu.LaunchFuncOp;
import org.jmlir.dialect.gpu.LaunchOp;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code -gpu-kernel-outlining} (MLIR 22's GpuKernelOutlining): each {@code gpu.launch} body becomes a
 * kernel {@code gpu.func} in its own {@code gpu.module} placed after the enclosing function, and the
 * launch a {@code gpu.launch_func} passing the values the body used from above, in order of first use.
 * The body's ids and sizes become {@code gpu.block_id}... ops at its start; constant launch sizes become
 * {@code known_block_size}/{@code known_grid_size}.
 */
public final class KernelOutlining extends Pass {
  public KernelOutlining(PassOptions o) {
    super(o);
    String dl = o.get("data-layout-str", "");
    if (!dl.isEmpty()) {
      throw new IllegalArgumentException("gpu-kernel-outlining: data-layout-str is not supported yet");
    }
  }

  @Override
  public String argument() {
    return "gpu-kernel-outlining";
  }

  @Override
  public String summary() {
    return "Outline gpu.launch bodies to kernel functions";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    boolean any = false;
    for (Operation top : new ArrayList<>(module.region(0).front().operations())) {
      List<Operation> launches = top.collect(op -> op instanceof LaunchOp);
      Operation insertAfter = top;
      for (Operation l : launches) {
        Operation kernelModule = outline((LaunchOp) l, top, module);
        module.region(0).front().insertAfter(insertAfter, kernelModule);
        insertAfter = kernelModule;
        any = true;
      }
    }
    if (any) {
      module.setAttr(GpuDialect.CONTAINER_MODULE_ATTR, UnitAttr.get(module.context()));
    }
  }

  /**
   * Values used inside {@code region} but defined outside it, in order of first use in MLIR's walk
   * order (nested ops before the op holding them: an scf.for's bounds come after its body's values).
   */
  static Set<Value> usedValuesDefinedAbove(Region region) {
    Set<Value> out = new LinkedHashSet<>();
    for (Block b : region.blocks()) {
      for (Operation op : b.operations()) {
        op.walk(
            inner -> {
              for (Value v : inner.operands()) {
                if (!region.isAncestor(v.parentRegion())) {
                  out.add(v);
                }
              }
            });
      }
    }
    return out;
  }

  private static Operation outline(LaunchOp launch, Operation parentFunc, Operation module) {
    MLIRContext ctx = launch.context();
    String funcName = SymbolTable.symbolName(parentFunc);
    String kernelFnName = launch.inherentAttr("function") instanceof SymbolRefAttr f ? f.root() : funcName + "_kernel";
    String moduleBase = launch.inherentAttr("module") instanceof SymbolRefAttr m ? m.root() : kernelFnName;
    String moduleName = moduleBase;
    for (int i = 0; SymbolTable.lookupSymbolIn(module, moduleName) != null; i++) {
      moduleName = moduleBase + "_" + i;
    }

    Region body = launch.region(0);
    List<Value> operands = new ArrayList<>(usedValuesDefinedAbove(body));
    List<Type> inputs = new ArrayList<>();
    for (Value v : operands) {
      inputs.add(v.type());
    }

    // The kernel function, taking over the launch body.
    OperationState fs = new OperationState(ctx, GpuFuncOp.DEF, launch.location());
    List<NamedAttribute> props = new ArrayList<>();
    props.add(new NamedAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, inputs, List.of()))));
    DenseArrayAttr blockSize = constantSizes(ctx, launch.blockSizes());
    if (blockSize != null) {
      props.add(new NamedAttribute("known_block_size", blockSize));
    }
    DenseArrayAttr gridSize = constantSizes(ctx, launch.gridSizes());
    if (gridSize != null) {
      props.add(new NamedAttribute("known_grid_size", gridSize));
    }
    for (String a : List.of("workgroup_attrib_attrs", "private_attrib_attrs")) {
      Attribute v = launch.inherentAttr(a);
      if (v != null) {
        props.add(new NamedAttribute(a, v));
      }
    }
    fs.properties = DictionaryAttr.get(ctx, props);
    fs.attributes.add(new NamedAttribute(GpuDialect.KERNEL_ATTR, UnitAttr.get(ctx)));
    fs.attributes.add(new NamedAttribute("sym_name", StringAttr.get(ctx, kernelFnName)));
    fs.attributes.add(
        new NamedAttribute(
            GpuFuncOp.NUM_WORKGROUP, IntegerAttr.get(ctx, IntegerType.get(ctx, 64), launch.numWorkgroupAttributions())));
    Region fnBody = fs.addRegion();
    Operation fn = Operation.create(fs);
    fn.region(0).takeBody(body);
    Block entry = fn.region(0).front();

    // Ids and sizes: ops at the start of the body, in MLIR's order.
    int config = launch.numConfigArgs();
    List<OpDef> idOps = new ArrayList<>(List.of(GpuOps.BLOCK_ID, GpuOps.THREAD_ID, GpuOps.GRID_DIM, GpuOps.BLOCK_DIM));
    if (config > LaunchOp.NUM_CONFIG_ARGS) {
      idOps.add(GpuOps.CLUSTER_ID);
      idOps.add(GpuOps.CLUSTER_DIM);
    }
    Operation first = entry.isEmpty() ? null : entry.first();
    int arg = 0;
    for (OpDef def : idOps) {
      for (int d = 0; d < 3; d++) {
        OperationState s = new OperationState(ctx, def, launch.location());
        s.properties =
            DictionaryAttr.get(ctx, List.of(new NamedAttribute("dimension", GpuEnumAttr.get(ctx, GpuEnumAttr.Kind.DIM, d))));
        s.addType(org.jmlir.ir.type.IndexType.get(ctx));
        Operation id = Operation.create(s);
        if (first == null) {
          entry.append(id);
        } else {
          entry.insertBefore(first, id);
        }
        entry.argument(arg++).replaceAllUsesWith(id.result(0));
      }
    }
    for (int i = 0; i < config; i++) {
      entry.eraseArgument(0);
    }
    // The values from above become the kernel's leading arguments.
    for (int i = 0; i < operands.size(); i++) {
      Value outer = operands.get(i);
      BlockArgument a = entry.insertArgument(i, outer.type(), launch.location());
      for (OpOperand use : new ArrayList<>(outer.uses())) {
        if (fn.isAncestor(use.owner())) {
          use.set(a);
        }
      }
    }
    // gpu.terminator returns.
    for (Operation t : fn.collect(op -> op.name().equals("gpu.terminator"))) {
      OperationState rs = new OperationState(ctx, GpuOps.RETURN, t.location());
      Operation ret = Operation.create(rs);
      t.block().insertBefore(t, ret);
      t.erase();
    }

    OperationState ms = new OperationState(ctx, GpuModuleOp.DEF, launch.location());
    ms.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("sym_name", StringAttr.get(ctx, moduleName))));
    ms.addRegion();
    Operation kernelModule = Operation.create(ms);
    Block mb = new Block();
    kernelModule.region(0).addBlock(mb);
    mb.append(fn);

    replaceWithLaunchFunc(launch, moduleName, kernelFnName, operands);
    return kernelModule;
  }

  /** The sizes as {@code array<i32: x, y, z>} when all three are constants that fit; else null. */
  private static DenseArrayAttr constantSizes(MLIRContext ctx, List<Value> sizes) {
    long[] v = new long[3];
    for (int i = 0; i < 3; i++) {
      Operation def = sizes.get(i).definingOp();
      if (def == null || !def.name().equals("arith.constant") || !(def.inherentAttr("value") instanceof IntegerAttr c)) {
        return null;
      }
      long x = c.value().longValue();
      if (x < 0 || x > Integer.MAX_VALUE) {
        return null;
      }
      v[i] = x;
    }
    return DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), v);
  }

  private static void replaceWithLaunchFunc(LaunchOp launch, String moduleName, String fnName, List<Value> args) {
    MLIRContext ctx = launch.context();
    OperationState s = new OperationState(ctx, LaunchFuncOp.DEF, launch.location());
    List<Value> deps = launch.asyncDependencies();
    s.addOperands(deps);
    s.addOperands(launch.gridSizes());
    s.addOperands(launch.blockSizes());
    List<Value> clusters = launch.clusterSizes();
    s.addOperands(clusters);
    Value dyn = launch.dynamicSharedMemorySize();
    if (dyn != null) {
      s.operands.add(dyn);
    }
    s.addOperands(args);
    int c = clusters.isEmpty() ? 0 : 1;
    s.properties =
        DictionaryAttr.get(
            ctx,
            List.of(
                new NamedAttribute("kernel", SymbolRefAttr.get(ctx, moduleName, List.of(fnName))),
                new NamedAttribute(
                    OpSpec.OPERAND_SEGMENTS,
                    OperandSegments.sizesAttr(ctx, deps.size(), 1, 1, 1, 1, 1, 1, c, c, c, dyn == null ? 0 : 1, args.size(), 0))));
    if (launch.numResults() > 0) {
      s.addType(AsyncTokenType.get(ctx));
    }
    Operation lf = Operation.create(s);
    launch.block().insertBefore(launch, lf);
    if (launch.numResults() > 0) {
      launch.result(0).replaceAllUsesWith(lf.result(0));
    }
    launch.erase();
  }
}
