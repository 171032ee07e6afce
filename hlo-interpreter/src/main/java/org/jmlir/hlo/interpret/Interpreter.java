package org.jmlir.hlo.interpret;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.TupleType;
import org.jmlir.ir.type.Type;

/**
 * Runs the functions of a module op by op: {@code func.call}, every StableHLO op of the
 * specification, the {@code check} dialect and the {@code interpreter} dialect. Parse and verify a
 * module once, then {@link #call} its functions as often as wanted; functions with dynamic
 * dimensions ({@code tensor<?x4xf32>}) run on whatever shapes they are given, each op computing its
 * result shape from its operands.
 *
 * <p>Errors at run time are {@link InterpreterException}s naming the op and its location.
 */
public final class Interpreter {
  final MLIRContext ctx;
  private final Map<String, Operation> functions = new HashMap<>();
  private final Operation module;
  /** Where {@code interpreter.probe} writes its tensors ({@code --probe-output-dir}); null: nowhere. */
  private String probeDir;
  private final java.util.concurrent.atomic.AtomicLong probeCounter = new java.util.concurrent.atomic.AtomicLong();
  /**
   * How many more ops may run before the run stops with an error; unlimited unless set through
   * {@link #stepLimit} or the {@code jmlir.interpret.maxSteps} system property (for tests that run
   * programs which may not terminate).
   */
  private final java.util.concurrent.atomic.AtomicLong stepsLeft =
      new java.util.concurrent.atomic.AtomicLong(Long.getLong("jmlir.interpret.maxSteps", Long.MAX_VALUE));

  /** Text {@code interpreter.print} writes to. */
  private final StringBuilder printed = new StringBuilder();

  public Interpreter(Operation module) {
    this.module = module;
    this.ctx = module.context();
    for (Region r : module.regions()) {
      for (Block b : r.blocks()) {
        for (Operation op : b) {
          if (op instanceof FuncOp f) {
            functions.put(f.symName(), op);
          }
        }
      }
    }
  }

  /**
   * Parses and verifies {@code source} (MLIR text, the stablehlo, func, check and interpreter
   * dialects loaded; unknown dialects allowed) and returns an interpreter for it; a parse or
   * verifier error is an {@link InterpreterException} whose message holds the rendered diagnostics.
   */
  public static Interpreter parse(String source) {
    MLIRContext ctx = MLIRContext.withAllDialects();
    ctx.allowUnregisteredDialects(true);
    byte[] bytes = source.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    org.jmlir.ir.diag.SourceMgr mgr = new org.jmlir.ir.diag.SourceMgr(java.nio.file.Path.of("."));
    mgr.addBuffer("<source>", bytes);
    StringBuilder errors = new StringBuilder();
    try (var reg = ctx.diagnostics().pushHandler(new org.jmlir.ir.diag.DiagnosticRenderer(mgr, errors::append))) {
      Operation module = org.jmlir.ir.parse.SourceParser.parse(ctx, bytes, "<source>",
          org.jmlir.ir.parse.ParseOptions.DEFAULT);
      if (module == null || !org.jmlir.ir.verify.Verifier.verify(module)) {
        throw new InterpreterException(errors.toString().stripTrailing());
      }
      return new Interpreter(module);
    }
  }

  public MLIRContext context() {
    return ctx;
  }

  public Operation module() {
    return module;
  }

  /** Sets the folder {@code interpreter.probe} serializes to (null to turn probing off). */
  public Interpreter probeDirectory(String dir) {
    this.probeDir = dir;
    return this;
  }

  /** Stops a run with an error after {@code steps} more ops. */
  public Interpreter stepLimit(long steps) {
    stepsLeft.set(steps);
    return this;
  }

  String probeDir() {
    return probeDir;
  }

  long nextProbeId() {
    return probeCounter.incrementAndGet();
  }

  synchronized void print(String s) {
    printed.append(s);
  }

  /** What {@code interpreter.print} ops printed so far. */
  public synchronized String printed() {
    return printed.toString();
  }

  /** The names of the module's functions, in no particular order. */
  public java.util.Set<String> functionNames() {
    return functions.keySet();
  }

  /** The function named {@code name}, or null. */
  public Operation function(String name) {
    return functions.get(name);
  }

  /** Calls function {@code name} with tensors and returns its results (tensors, tuples or tokens). */
  public List<RuntimeValue> call(String name, List<? extends RuntimeValue> args) {
    Operation f = functions.get(name);
    if (f == null) {
      throw new InterpreterException("no function named @" + name + " in the module");
    }
    RuntimeValue[] in = args.toArray(new RuntimeValue[0]);
    return Arrays.asList(onInterpreterThread(() -> callFunction(f, in, Process.single())));
  }

  /** Stack of the threads the interpreter runs on: deep calls and regions recurse in Java. */
  static final long STACK_BYTES = 512L << 20;

  private static final ThreadLocal<Boolean> ON_INTERPRETER_THREAD = ThreadLocal.withInitial(() -> false);

  /** A thread factory for interpreter threads (a large stack, marked as such). */
  static Thread newThread(Runnable r) {
    Thread t = new Thread(null, () -> {
      ON_INTERPRETER_THREAD.set(true);
      r.run();
    }, "jmlir-interpreter", STACK_BYTES);
    t.setDaemon(true);
    return t;
  }

  /**
   * Runs {@code work} on a thread with a large stack (unless already on one); a stack overflow
   * anyway is an {@link InterpreterException}.
   */
  static <T> T onInterpreterThread(java.util.function.Supplier<T> work) {
    if (ON_INTERPRETER_THREAD.get()) {
      try {
        return work.get();
      } catch (StackOverflowError e) {
        throw new InterpreterException("calls or regions nested too deeply for the interpreter's stack");
      }
    }
    Object[] result = new Object[1];
    RuntimeException[] failure = new RuntimeException[1];
    Thread t = newThread(() -> {
      try {
        result[0] = onInterpreterThread(work);
      } catch (RuntimeException e) {
        failure[0] = e;
      } catch (OutOfMemoryError e) {
        failure[0] = new InterpreterException("out of memory");
      }
    });
    t.start();
    try {
      t.join();
    } catch (InterruptedException e) {
      t.interrupt();
      Thread.currentThread().interrupt();
      throw new InterpreterException("interrupted");
    }
    if (failure[0] != null) {
      throw failure[0];
    }
    @SuppressWarnings("unchecked")
    T r = (T) result[0];
    return r;
  }

  /** Calls function {@code name} with tensors and returns its tensor results. */
  public List<Tensor> run(String name, Tensor... args) {
    List<Tensor> out = new ArrayList<>();
    for (RuntimeValue v : call(name, Arrays.asList(args))) {
      if (!(v instanceof Tensor t)) {
        throw new InterpreterException("function @" + name + " returns a " + v.getClass().getSimpleName() + ", not a tensor");
      }
      out.add(t);
    }
    return out;
  }

  /** Calls nested deeper than this are an error (unbounded recursion) rather than a stack overflow. */
  static final int MAX_CALL_DEPTH = 1000;

  private static final ThreadLocal<int[]> DEPTH = ThreadLocal.withInitial(() -> new int[1]);

  RuntimeValue[] callFunction(Operation func, RuntimeValue[] args, Process process) {
    int[] depth = DEPTH.get();
    if (depth[0] >= MAX_CALL_DEPTH) {
      throw new InterpreterException("calls nested more than " + MAX_CALL_DEPTH + " deep (unbounded recursion?)");
    }
    depth[0]++;
    try {
      return callFunctionBody(func, args, process);
    } finally {
      depth[0]--;
    }
  }

  private RuntimeValue[] callFunctionBody(Operation func, RuntimeValue[] args, Process process) {
    FuncOp f = (FuncOp) func;
    FunctionType ft = f.functionType();
    if (f.regions().isEmpty() || f.region(0).isEmpty()) {
      throw new InterpreterException("function @" + f.symName() + " has no body").at(func.name(), func.location());
    }
    if (args.length != ft.inputs().size()) {
      throw new InterpreterException("function @" + f.symName() + " takes " + ft.inputs().size()
          + " arguments, but " + args.length + " were given").at(func.name(), func.location());
    }
    for (int i = 0; i < args.length; i++) {
      checkType(args[i], ft.inputs().get(i), "argument #" + i + " of @" + f.symName(), func);
    }
    return runRegion(f.region(0), args, null, process);
  }

  /** Checks that {@code v} fits {@code type} (dynamic dimensions match any size). */
  void checkType(RuntimeValue v, Type type, String what, Operation op) {
    if (v instanceof Tensor t && type instanceof TensorType tt && tt instanceof ShapedType st) {
      if (!st.elementType().equals(t.elementType())) {
        throw new InterpreterException(what + " has element type " + org.jmlir.ir.print.AttrTypeText.type(t.elementType()) + ", expected "
            + org.jmlir.ir.print.AttrTypeText.type(st.elementType())).at(op.name(), op.location());
      }
      if (st.hasRank()) {
        long[] shape = st.shape();
        boolean ok = shape.length == t.rank();
        for (int i = 0; ok && i < shape.length; i++) {
          ok = shape[i] == ShapedType.DYNAMIC || shape[i] == t.dim(i);
        }
        if (!ok) {
          throw new InterpreterException(what + " has shape " + shapeText(t.shapeRef()) + ", which does not fit "
              + org.jmlir.ir.print.AttrTypeText.type(type)).at(op.name(), op.location());
        }
      }
    }
  }

  static String shapeText(long[] shape) {
    StringBuilder sb = new StringBuilder("[");
    for (int i = 0; i < shape.length; i++) {
      sb.append(i > 0 ? ", " : "").append(shape[i]);
    }
    return sb.append(']').toString();
  }

  // ---- regions -------------------------------------------------------------------------------

  /** Values in scope: a region's own plus those of the regions around it. */
  static final class Frame {
    final Frame parent;
    final Process process;
    private final IdentityHashMap<Value, RuntimeValue> values = new IdentityHashMap<>();

    Frame(Frame parent, Process process) {
      this.parent = parent;
      this.process = process;
    }

    RuntimeValue get(Value v) {
      for (Frame f = this; f != null; f = f.parent) {
        RuntimeValue r = f.values.get(v);
        if (r != null) {
          return r;
        }
      }
      throw new InterpreterException("value used before it was computed");
    }

    void put(Value v, RuntimeValue r) {
      values.put(v, r);
    }
  }

  /**
   * Runs the first block of {@code region} with {@code args} bound to its arguments and returns the
   * operands of its terminator.
   */
  RuntimeValue[] runRegion(Region region, RuntimeValue[] args, Frame parent, Process process) {
    Block block = region.front();
    Frame frame = new Frame(parent, process);
    if (block.numArguments() != args.length) {
      throw new InterpreterException("region takes " + block.numArguments() + " arguments, given " + args.length);
    }
    for (int i = 0; i < args.length; i++) {
      frame.put(block.argument(i), args[i]);
    }
    for (Operation op = block.first(); op != null; op = op.nextInBlock()) {
      String name = op.name();
      if (op.nextInBlock() == null && isTerminator(name)) {
        RuntimeValue[] out = new RuntimeValue[op.numOperands()];
        for (int i = 0; i < out.length; i++) {
          out[i] = frame.get(op.operand(i));
        }
        return out;
      }
      evalOp(op, frame);
    }
    throw new InterpreterException("region ends without a terminator");
  }

  private static boolean isTerminator(String name) {
    return switch (name) {
      case "func.return", "stablehlo.return", "mhlo.return", "chlo.return" -> true;
      default -> false;
    };
  }

  /** Runs one op, binding its results in {@code frame}. */
  void evalOp(Operation op, Frame frame) {
    if (stepsLeft.decrementAndGet() < 0) {
      throw new InterpreterException("step limit reached").at(op.name(), op.location());
    }
    RuntimeValue[] in = new RuntimeValue[op.numOperands()];
    for (int i = 0; i < in.length; i++) {
      in[i] = frame.get(op.operand(i));
    }
    RuntimeValue[] out;
    try {
      out = dispatch(op, in, frame);
    } catch (InterpreterException e) {
      throw e.at(op.name(), op.location());
    } catch (OutOfMemoryError e) {
      throw new InterpreterException("out of memory").at(op.name(), op.location());
    } catch (RuntimeException e) {
      // Operands the op's verifier let through but the kernel cannot use (e.g. unverified IR).
      throw new InterpreterException("cannot evaluate the op (" + e.getClass().getSimpleName()
          + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")").at(op.name(), op.location());
    }
    if (out.length != op.numResults()) {
      throw new InterpreterException("produced " + out.length + " results, the op has " + op.numResults())
          .at(op.name(), op.location());
    }
    for (int i = 0; i < out.length; i++) {
      frame.put(op.result(i), out[i]);
    }
  }

  private RuntimeValue[] dispatch(Operation op, RuntimeValue[] in, Frame frame) {
    String name = op.name();
    switch (name) {
      case "func.call", "func.call_indirect" -> {
        Attribute callee = op.attr("callee");
        if (!(callee instanceof SymbolRefAttr sym)) {
          throw new InterpreterException("call without a callee");
        }
        Operation f = functions.get(sym.leaf());
        if (f == null) {
          throw new InterpreterException("no function named @" + sym.leaf());
        }
        return callFunction(f, in, frame.process);
      }
      case "stablehlo.composite" -> {
        Attribute callee = op.attr("decomposition");
        Operation f = callee instanceof SymbolRefAttr sym ? functions.get(sym.leaf()) : null;
        if (f == null) {
          throw new InterpreterException("composite without its decomposition function");
        }
        return callFunction(f, in, frame.process);
      }
      case "stablehlo.while" -> {
        RuntimeValue[] vals = in;
        while (true) {
          RuntimeValue[] c = runRegion(op.region(0), vals, frame, frame.process);
          if (((Tensor) c[0]).getLong(0) == 0) {
            return vals;
          }
          vals = runRegion(op.region(1), vals, frame, frame.process);
        }
      }
      case "stablehlo.if" -> {
        boolean pred = ((Tensor) in[0]).getLong(0) != 0;
        return runRegion(op.region(pred ? 0 : 1), new RuntimeValue[0], frame, frame.process);
      }
      case "stablehlo.case" -> {
        long idx = ((Tensor) in[0]).getLong(0);
        int n = op.numRegions();
        if (idx < 0 || idx >= n) {
          idx = n - 1;
        }
        return runRegion(op.region((int) idx), new RuntimeValue[0], frame, frame.process);
      }
      case "stablehlo.tuple" -> {
        return new RuntimeValue[] {new TupleValue(Arrays.asList(in))};
      }
      case "stablehlo.get_tuple_element" -> {
        return new RuntimeValue[] {((TupleValue) in[0]).elements().get((int) Attrs.integer(op, "index", 0))};
      }
      case "stablehlo.optimization_barrier", "tensor.cast" -> {
        // tensor.cast only changes the static type (e.g. a bounded result cast to its dynamic type).
        return in;
      }
      case "stablehlo.after_all", "stablehlo.create_token" -> {
        return new RuntimeValue[] {TokenValue.TOKEN};
      }
      case "stablehlo.custom_call" -> {
        return Checks.customCall(this, op, in);
      }
      default -> {}
    }
    if (Quantized.involves(op)) {
      RuntimeValue[] q = Quantized.run(this, op, in, frame);
      if (q != null) {
        return q;
      }
    }
    if (name.startsWith("check.")) {
      Checks.run(this, op, in);
      return new RuntimeValue[0];
    }
    if (name.startsWith("interpreter.")) {
      return InterpreterOps.run(this, op, in, frame);
    }
    Kernel k = Kernels.get(name);
    if (k == null) {
      throw new InterpreterException("Unsupported op: " + name);
    }
    return k.run(new Call(this, op, in, frame));
  }

  /** One op's evaluation: its inputs, the op and the interpreter, for kernels. */
  record Call(Interpreter interp, Operation op, RuntimeValue[] in, Frame frame) {
    Tensor t(int i) {
      if (!(in[i] instanceof Tensor t)) {
        throw new InterpreterException("operand #" + i + " is not a tensor");
      }
      return t;
    }

    int n() {
      return in.length;
    }

    /** The element kind of result {@code i}. */
    ElementKind resultKind(int i) {
      return ElementKind.of(((ShapedType) op.result(i).type()).elementType());
    }

    /** The static shape of result {@code i}; an error when it has dynamic dimensions. */
    long[] resultShape(int i) {
      Type t = op.result(i).type();
      if (t instanceof ShapedType st && st.hasRank()) {
        long[] s = st.shape();
        for (long d : s) {
          if (d == ShapedType.DYNAMIC) {
            throw new InterpreterException("result #" + i + " has a dynamic type " + org.jmlir.ir.print.AttrTypeText.type(t)
                + " whose shape the operands do not determine");
          }
        }
        return s;
      }
      throw new InterpreterException("result #" + i + " is not a ranked tensor: " + org.jmlir.ir.print.AttrTypeText.type(t));
    }

    /** Whether result {@code i} has a static shape. */
    boolean resultStatic(int i) {
      Type t = op.result(i).type();
      return t instanceof ShapedType st && st.hasRank() && st.hasStaticShape();
    }

    /** Runs region {@code r} of the op with {@code args}. */
    RuntimeValue[] region(int r, RuntimeValue... args) {
      return interp.runRegion(op.region(r), args, frame, frame.process);
    }

    Process process() {
      return frame.process;
    }

    static boolean isTuple(Type t) {
      return t instanceof TupleType;
    }
  }

  /** A kernel: computes an op's results from its operands. */
  @FunctionalInterface
  interface Kernel {
    RuntimeValue[] run(Call c);
  }
}
