package org.jmlir.compiler;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.UnrankedMemRefType;
import org.jmlir.ir.loc.UnknownLoc;

/**
 * {@code hlo-runner-main}: makes a compiled graph runnable by {@code jrun -e main}, whose entry takes
 * no arguments. The compiled {@code @main} (memref arguments) becomes {@code @main_graph}, and a new
 * {@code @main()} allocates each input (every dynamic dimension {@code batch} long), fills element
 * {@code k} of input {@code j} with {@code ((7k + 3j) mod 13 - 6)} (times 0.25 for floats), calls
 * {@code @main_graph}, prints each result with the runner utils' {@code printMemrefF32/F64/I32/I64}
 * and frees every buffer.
 */
public final class RunnerMain extends Pass {
  private final long batch;

  public RunnerMain(PassOptions o) {
    super(o);
    batch = o.getLong("batch", 2);
  }

  @Override
  public String argument() {
    return "hlo-runner-main";
  }

  @Override
  public String summary() {
    return "Add a main() that fills the inputs of @main (renamed @main_graph), calls it and prints its results";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    MLIRContext ctx = root.context();
    Operation graph = null;
    for (Operation op : root.region(0).front().operations()) {
      if (op.name().equals("func.func") && op.attr("sym_name") instanceof StringAttr s && s.value().equals("main")) {
        graph = op;
      }
    }
    if (graph == null) {
      root.emitError("hlo-runner-main: the module has no @main function").report();
      pc.signalFailure();
      return;
    }
    graph.setAttr("sym_name", StringAttr.get(ctx, "main_graph"));
    FunctionType ft = (FunctionType) ((TypeAttr) graph.attr("function_type")).value();
    Block body = new Block();
    Emitter e = new Emitter(ctx, graph.location());
    e.b.setInsertionPointToEnd(body);
    List<Value> inputs = new ArrayList<>();
    for (int j = 0; j < ft.inputs().size(); j++) {
      if (!(ft.inputs().get(j) instanceof MemRefType m)) {
        graph.emitError("hlo-runner-main: argument #" + j + " is not a memref").report();
        pc.signalFailure();
        return;
      }
      List<Value> dyn = new ArrayList<>();
      List<Value> sizes = new ArrayList<>();
      for (long d : m.shape()) {
        Value s = e.cIndex(d == ShapedType.DYNAMIC ? batch : d);
        sizes.add(s);
        if (d == ShapedType.DYNAMIC) {
          dyn.add(s);
        }
      }
      Value buf = e.opN("memref.alloc", List.of(m), dyn, "operandSegmentSizes",
          org.jmlir.ir.attr.DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), new long[] {dyn.size(), 0})).result(0);
      inputs.add(buf);
      long jj = j;
      e.loopNest(sizes, idx -> {
        Value lin = e.cIndex(0);
        for (int i = 0; i < idx.size(); i++) {
          lin = e.addi(e.muli(lin, sizes.get(i)), idx.get(i));
        }
        Value k = e.a.same("arith.remui", e.addi(e.muli(lin, e.cIndex(7)), e.cIndex(3 * jj)), e.cIndex(13));
        Value centered = e.a.cast("arith.index_cast", IntegerType.get(ctx, 64), e.subi(k, e.cIndex(0)));
        centered = e.a.same("arith.subi", centered, e.a.intConst(IntegerType.get(ctx, 64), 6));
        Type el = m.elementType();
        Value v;
        if (el instanceof FloatType) {
          v = e.a.same("arith.mulf", e.a.cast("arith.sitofp", el, centered), e.a.floatConst(el, 0.25));
        } else if (el instanceof IntegerType it && it.width() == 1) {
          v = e.a.cmpi("sgt", centered, e.a.intConst(centered.type(), 0));
        } else if (el instanceof IntegerType it && it.width() < 64) {
          v = e.a.cast("arith.trunci", el, centered);
        } else {
          v = centered;
        }
        e.store(v, buf, idx);
      });
    }
    Operation call = e.opN("func.call", ft.results(), inputs, "callee", SymbolRefAttr.get(ctx, "main_graph"));
    Block module = root.region(0).front();
    List<String> declared = new ArrayList<>();
    for (Value r : call.results()) {
      MemRefType m = (MemRefType) r.type();
      String suffix = printSuffix(m.elementType());
      if (suffix == null) {
        graph.emitError("hlo-runner-main: cannot print a result of element type " + m.elementType()).report();
        pc.signalFailure();
        return;
      }
      UnrankedMemRefType u = UnrankedMemRefType.get(ctx, m.elementType(), null);
      Value cast = e.op("memref.cast", u, r);
      String fn = "printMemref" + suffix;
      if (!declared.contains(fn)) {
        declared.add(fn);
        declare(ctx, module, fn, u);
      }
      e.opN("func.call", List.of(), List.of(cast), "callee", SymbolRefAttr.get(ctx, fn));
    }
    for (Value v : inputs) {
      e.opN("memref.dealloc", List.of(), List.of(v));
    }
    for (Value r : call.results()) {
      e.opN("memref.dealloc", List.of(), List.of(r));
    }
    e.opN("func.return", List.of(), List.of());
    OperationState s = new OperationState(ctx, ctx.opDef("func.func"), graph.location());
    s.addAttribute("sym_name", StringAttr.get(ctx, "main"));
    s.addAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, List.of(), List.of())));
    s.addRegion().addBlock(body);
    module.append(Operation.create(s));
  }

  private static String printSuffix(Type el) {
    if (el instanceof FloatType f) {
      return f.kind() == FloatType.Kind.F32 ? "F32" : f.kind() == FloatType.Kind.F64 ? "F64" : null;
    }
    if (el instanceof IntegerType i) {
      return i.width() == 32 ? "I32" : i.width() == 64 ? "I64" : null;
    }
    return null;
  }

  private static void declare(MLIRContext ctx, Block module, String name, Type arg) {
    OperationState s = new OperationState(ctx, ctx.opDef("func.func"), org.jmlir.ir.loc.UnknownLoc.get(ctx));
    s.addAttribute("sym_name", StringAttr.get(ctx, name));
    s.addAttribute("sym_visibility", StringAttr.get(ctx, "private"));
    s.addAttribute("function_type", TypeAttr.get(ctx, FunctionType.get(ctx, List.of(arg), List.of())));
    s.addAttribute("llvm.emit_c_interface", UnitAttr.get(ctx));
    s.addRegion();
    module.prepend(Operation.create(s));
  }
}
