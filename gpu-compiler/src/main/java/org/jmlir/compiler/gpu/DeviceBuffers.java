package org.jmlir.compiler.gpu;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.dialect.arith.transforms.ArithBuilder;
import org.jmlir.dialect.gpu.GpuFuncOp;
import org.jmlir.dialect.gpu.LaunchFuncOp;
import org.jmlir.dialect.gpu.transforms.DeviceLibrary;
import org.jmlir.dialect.utils.OperandSegments;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * {@code hlo-gpu-device-buffers}: the buffers that outlined kernels touch move to device memory, as
 * MLIR's GPU pipelines write it. A buffer allocated in a host function and used only by kernels (and
 * by {@code memref.dim}, views and its {@code memref.dealloc}) becomes a {@code gpu.alloc} (its
 * dealloc a {@code gpu.dealloc}). Any other buffer a kernel touches (function arguments, globals
 * (constants), results, buffers host code reads or writes) gets a device mirror: a {@code gpu.alloc} of the same sizes
 * after its definition, {@code gpu.memcpy} host to device before a kernel reads it while the device
 * copy is stale, device to host before host code uses it while the host copy is stale (a kernel
 * wrote it) and at the end of its block, and a {@code gpu.dealloc} at the end of its block (or before
 * the host buffer's dealloc). Calls of jmlir's GPU library ({@link DeviceLibrary}: cuBLAS), whose
 * pointer arguments come from {@code memref.extract_aligned_pointer_as_index}, use buffers as a
 * launch does: they get the device copies, and only their output is written. Ops with regions that use a mirrored buffer see both copies current on
 * entry and leave them so. Functions whose body has several blocks, and buffers with a non-identity
 * layout that host code also uses, are left in host memory.
 */
public final class DeviceBuffers extends Pass {
  private static final Set<String> VIEWS = Set.of("memref.cast", "memref.subview", "memref.reinterpret_cast",
      "memref.reshape", "memref.expand_shape", "memref.collapse_shape", "memref.view", "memref.transpose",
      "memref.memory_space_cast", "memref.assume_alignment");

  /** Where a mirrored buffer's current contents are. */
  private enum State { BOTH, HOST, DEVICE }

  private Map<String, Operation> kernels;

  public DeviceBuffers(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "hlo-gpu-device-buffers";
  }

  @Override
  public String summary() {
    return "Place the buffers that GPU kernels touch in device memory (gpu.alloc, gpu.memcpy at the host boundary, gpu.dealloc)";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    kernels = new HashMap<>();
    for (Operation gm : root.collect(o -> o.name().equals("gpu.module"))) {
      String m = ((StringAttr) gm.inherentAttr("sym_name")).value();
      for (Operation f : gm.region(0).front().operations()) {
        if (f instanceof GpuFuncOp k) {
          kernels.put(m + "::" + k.symName(), f);
        }
      }
    }
    for (Operation fn : root.collect(o -> o.name().equals("func.func"))) {
      Region body = fn.region(0);
      if (body.blocks().size() != 1 || fn.collect(o -> o instanceof LaunchFuncOp || libraryPointer(o) != null).isEmpty()) {
        continue;
      }
      place(fn, body.front());
    }
  }

  /** The buffer {@code v} is a view of (through view ops), or {@code v}. */
  private static Value rootOf(Value v) {
    for (Operation d = v.definingOp(); d != null && VIEWS.contains(d.name()); d = v.definingOp()) {
      v = d.operand(0);
    }
    return v;
  }

  private void place(Operation fn, Block body) {
    Set<Value> roots = new LinkedHashSet<>();
    for (Operation l : fn.collect(o -> o instanceof LaunchFuncOp)) {
      for (Value v : ((LaunchFuncOp) l).kernelOperands()) {
        if (v.type() instanceof MemRefType) {
          roots.add(rootOf(v));
        }
      }
    }
    for (Operation p : fn.collect(o -> libraryPointer(o) != null)) {
      roots.add(rootOf(p.operand(0)));
    }
    Set<Value> mirrored = new LinkedHashSet<>();
    for (Value r : roots) {
      Operation d = r.definingOp();
      boolean alloc = d != null && d.name().equals("memref.alloc");
      if (alloc && onlyDeviceUses(r)) {
        toDeviceAlloc(d);
      } else if ((alloc || r instanceof BlockArgument || isGlobal(r)) && ((MemRefType) r.type()).layout() == null
          && ((MemRefType) r.type()).memorySpace() == null) {
        mirrored.add(r);
      }
    }
    if (!mirrored.isEmpty()) {
      walk(body, mirrored, new LinkedHashMap<>(), new HashMap<>());
    }
  }

  /** A {@code memref.get_global} result: a buffer with data on the host, mirrored as a function argument is. */
  private static boolean isGlobal(Value v) {
    return v.definingOp() != null && v.definingOp().name().equals("memref.get_global");
  }

  /** Whether every use of {@code v} (through views) is a launch, a dim, a view or a dealloc. */
  private static boolean onlyDeviceUses(Value v) {
    for (Operation u : v.users()) {
      String n = u.name();
      if (VIEWS.contains(n) ? !onlyDeviceUses(u.result(0))
          : !(u instanceof LaunchFuncOp || n.equals("memref.dim") || n.equals("memref.dealloc") || libraryPointer(u) != null)) {
        return false;
      }
    }
    return true;
  }

  /** Replaces a host {@code memref.alloc} that only kernels use by a {@code gpu.alloc}. */
  private static void toDeviceAlloc(Operation alloc) {
    OpBuilder b = new OpBuilder(alloc.context());
    b.setInsertionPoint(alloc);
    Value dev = deviceAlloc(b, alloc, alloc.result(0), alloc.operands());
    for (Operation u : new ArrayList<>(alloc.result(0).users())) {
      if (u.name().equals("memref.dealloc")) {
        b.setInsertionPoint(u);
        new ArithBuilder(b, u.location()).op("gpu.dealloc", List.of(), List.of(dev));
        u.erase();
      }
    }
    alloc.result(0).replaceAllUsesWith(dev);
    alloc.erase();
  }

  private static Value deviceAlloc(OpBuilder b, Operation at, Value like, List<Value> sizes) {
    return new ArithBuilder(b, at.location()).op("gpu.alloc", List.of(like.type()), sizes, "operandSegmentSizes",
        OperandSegments.sizesAttr(b.context(), 0, sizes.size(), 0)).result(0);
  }

  /**
   * Places the mirrored buffers' copies over {@code block}: {@code dev} maps each live mirrored buffer
   * to its device copy, {@code state} says where its contents are. Buffers defined in this block get
   * their device copy here and lose it at the block's end; the others are current on both sides at
   * entry and are left so.
   */
  private void walk(Block block, Set<Value> mirrored, Map<Value, Value> dev, Map<Value, State> state) {
    Map<Value, Value> outer = new HashMap<>(dev);
    List<Value> local = new ArrayList<>();
    OpBuilder b = new OpBuilder(block.parentOp().context());
    for (BlockArgument a : block.arguments()) {
      if (mirrored.contains(a)) {
        b.setInsertionPointToStart(block);
        define(b, block.parentOp(), a, dev, state, State.HOST, local);
      }
    }
    for (Operation op : new ArrayList<>(block.operations())) {
      if (op == block.terminator()) {
        break;
      }
      Boolean written = libraryPointer(op);
      if (op instanceof LaunchFuncOp l) {
        launch(b, l, dev, state);
      } else if (written != null) {
        libraryUse(b, op, written, dev, state);
      } else if (op.name().equals("memref.dealloc") && dev.containsKey(op.operand(0))) {
        b.setInsertionPoint(op);
        new ArithBuilder(b, op.location()).op("gpu.dealloc", List.of(), List.of(dev.remove(op.operand(0))));
        state.remove(op.operand(0));
        local.remove(op.operand(0));
      } else if (!op.name().equals("memref.dim") && !VIEWS.contains(op.name())) {
        hostUse(b, op, mirrored, dev, state);
      }
      for (Value r : op.results()) {
        if (mirrored.contains(r)) {
          b.setInsertionPointAfter(op);
          // A new buffer holds nothing yet; a global (a constant) holds its data on the host.
          define(b, op, r, dev, state, isGlobal(r) ? State.HOST : State.BOTH, local);
        }
      }
    }
    Operation end = block.terminator();
    for (Value r : new ArrayList<>(dev.keySet())) {
      b.setInsertionPoint(end);
      if (outer.containsKey(r)) {
        sync(b, end, r, dev.get(r), state, State.BOTH);
      } else {
        sync(b, end, r, dev.get(r), state, State.HOST);
        new ArithBuilder(b, end.location()).op("gpu.dealloc", List.of(), List.of(dev.remove(r)));
        state.remove(r);
      }
    }
  }

  /** Allocates the device copy of {@code r} at the builder's insertion point. */
  private static void define(OpBuilder b, Operation at, Value r, Map<Value, Value> dev, Map<Value, State> state, State s,
      List<Value> local) {
    ArithBuilder ab = new ArithBuilder(b, at.location());
    long[] shape = ((MemRefType) r.type()).shape();
    boolean alloc = r.definingOp() != null && r.definingOp().name().equals("memref.alloc");
    List<Value> sizes = new ArrayList<>(alloc ? r.definingOp().operands() : List.of());
    for (int i = 0; i < shape.length && !alloc; i++) {
      if (shape[i] < 0) {
        sizes.add(ab.op("memref.dim", List.of(IndexType.get(b.context())), List.of(r, ab.intConst(IndexType.get(b.context()), i)))
            .result(0));
      }
    }
    dev.put(r, deviceAlloc(b, at, r, sizes));
    state.put(r, s);
    local.add(r);
  }

  /** Makes the copies of {@code r} current where {@code want} says (BOTH: both sides). */
  private static void sync(OpBuilder b, Operation at, Value r, Value d, Map<Value, State> state, State want) {
    State s = state.get(r);
    if (s == want || s == State.BOTH) {
      return;
    }
    ArithBuilder ab = new ArithBuilder(b, at.location());
    if (s == State.DEVICE) {
      ab.op("gpu.memcpy", List.of(), List.of(r, d));
    } else {
      ab.op("gpu.memcpy", List.of(), List.of(d, r));
    }
    state.put(r, State.BOTH);
  }

  /** A launch: its buffers' device copies current before, the device copies of those it writes only current after. */
  private void launch(OpBuilder b, LaunchFuncOp l, Map<Value, Value> dev, Map<Value, State> state) {
    SymbolRefAttr k = l.kernel();
    Operation kernel = kernels.get(k.root() + "::" + k.leaf());
    List<Value> args = l.kernelOperands();
    int first = l.numOperands() - args.size() - (l.asyncObject() == null ? 0 : 1);
    for (int i = 0; i < args.size(); i++) {
      Value v = args.get(i);
      Value r = v.type() instanceof MemRefType ? rootOf(v) : null;
      if (r == null || !dev.containsKey(r)) {
        continue;
      }
      b.setInsertionPoint(l);
      sync(b, l, r, dev.get(r), state, State.DEVICE);
      l.setOperand(first + i, deviceView(b, v, r, dev.get(r)));
      if (kernel == null || writes(kernel.region(0).front().argument(i))) {
        state.put(r, State.DEVICE);
      }
    }
  }

  /**
   * For a {@code memref.extract_aligned_pointer_as_index} whose pointer goes (through index_cast and
   * inttoptr) only to calls of the GPU library: whether a call writes the buffer; null for other ops.
   */
  private static Boolean libraryPointer(Operation op) {
    if (!op.name().equals("memref.extract_aligned_pointer_as_index")) {
      return null;
    }
    boolean[] written = {false};
    return feedsLibrary(op.result(0), written) ? written[0] : null;
  }

  private static boolean feedsLibrary(Value v, boolean[] written) {
    if (v.uses().isEmpty()) {
      return false;
    }
    for (OpOperand u : v.uses()) {
      Operation o = u.owner();
      if (o.name().equals("arith.index_cast") || o.name().equals("llvm.inttoptr")) {
        if (!feedsLibrary(o.result(0), written)) {
          return false;
        }
      } else if (o.name().equals("func.call") && o.attr("callee") instanceof SymbolRefAttr c && DeviceLibrary.has(c.leaf())) {
        written[0] |= DeviceLibrary.writes(c.leaf(), u.index());
      } else {
        return false;
      }
    }
    return true;
  }

  /** A library call's pointer: taken from the device copy, made current before; only the output is left current on the device alone. */
  private static void libraryUse(OpBuilder b, Operation extract, boolean written, Map<Value, Value> dev, Map<Value, State> state) {
    Value v = extract.operand(0);
    Value r = rootOf(v);
    if (!dev.containsKey(r)) {
      return;
    }
    b.setInsertionPoint(extract);
    sync(b, extract, r, dev.get(r), state, State.DEVICE);
    extract.setOperand(0, deviceView(b, v, r, dev.get(r)));
    if (written) {
      state.put(r, State.DEVICE);
    }
  }

  /** {@code v} (a view chain on {@code r}) rebuilt on the device copy {@code d}. */
  private static Value deviceView(OpBuilder b, Value v, Value r, Value d) {
    if (v == r) {
      return d;
    }
    Operation view = v.definingOp();
    IRMapping m = new IRMapping();
    m.map(view.operand(0), deviceView(b, view.operand(0), r, d));
    Operation c = b.insert(view.clone(m));
    return c.result(0);
  }

  /** Whether a kernel argument is written (used otherwise than by loads, dims and views only read). */
  private static boolean writes(Value arg) {
    for (OpOperand u : arg.uses()) {
      String n = u.owner().name();
      if (VIEWS.contains(n) ? writes(u.owner().result(0)) : !(n.equals("memref.load") || n.equals("memref.dim"))) {
        return true;
      }
    }
    return false;
  }

  /** Host code that uses mirrored buffers: their host copies current before, their device copies stale after. */
  private void hostUse(OpBuilder b, Operation op, Set<Value> mirrored, Map<Value, Value> dev, Map<Value, State> state) {
    Set<Value> used = new LinkedHashSet<>();
    op.walk(o -> {
      for (Value v : o.operands()) {
        if (v.type() instanceof MemRefType) {
          Value r = rootOf(v);
          if (dev.containsKey(r)) {
            used.add(r);
          }
        }
      }
    });
    // An op whose regions do no device work (a host loop nest, e.g. an im2col before a cuBLAS call) is
    // one host use: its buffers are synchronized once around it, not at the end of each iteration.
    boolean regions = op.numRegions() > 0 && !op.collect(o -> o instanceof LaunchFuncOp || libraryPointer(o) != null
        || o.name().equals("memref.dealloc") || o.results().stream().anyMatch(mirrored::contains)).isEmpty();
    for (Value r : used) {
      b.setInsertionPoint(op);
      sync(b, op, r, dev.get(r), state, regions ? State.BOTH : State.HOST);
    }
    if (regions) {
      // Each region starts from the state before the op (only one of an scf.if's branches runs)
      // and leaves both copies current.
      Map<Value, State> before = new HashMap<>(state);
      for (Region reg : op.regions()) {
        for (Block blk : reg.blocks()) {
          state.clear();
          state.putAll(before);
          walk(blk, mirrored, dev, state);
        }
      }
    } else if (!op.name().equals("memref.load")) {
      for (Value r : used) {
        state.put(r, State.HOST);
      }
    }
  }
}
