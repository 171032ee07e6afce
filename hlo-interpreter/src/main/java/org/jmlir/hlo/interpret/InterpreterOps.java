package org.jmlir.hlo.interpret;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;

/** The interpreter dialect's ops: run_parallel (several processes), probe and print. */
final class InterpreterOps {
  private InterpreterOps() {}

  static RuntimeValue[] run(Interpreter in, Operation op, RuntimeValue[] args, Interpreter.Frame frame) {
    switch (op.name()) {
      case "interpreter.probe" -> {
        String dir = in.probeDir();
        Tensor t = (Tensor) args[0];
        if (dir != null && !dir.isEmpty()) {
          Attribute id = op.attr("probe_id");
          try {
            Probes.write(Path.of(dir), id instanceof StringAttr s ? s.value() : "", org.jmlir.ir.print.AttrTypeText.type(t.type(in.ctx)),
                in.nextProbeId(), t);
          } catch (IOException e) {
            throw new InterpreterException("Failed to serialize tensor: " + e.getMessage());
          }
        }
        return new RuntimeValue[] {t};
      }
      case "interpreter.print" -> {
        in.print(ssaName(op.operand(0)) + ((Tensor) args[0]).print(in.ctx) + "\n");
        return new RuntimeValue[0];
      }
      case "interpreter.run_parallel" -> {
        return runParallel(in, op, args);
      }
      default -> throw new InterpreterException("Unsupported op: " + op.name());
    }
  }

  /**
   * What the reference interpreter prints before a printed value: the start of the value's printed
   * form up to its {@code = } ({@code %0 = }, the result's number in its function), or its first
   * character for a block argument, as it cuts the text.
   */
  static String ssaName(org.jmlir.ir.Value v) {
    if (!(v instanceof org.jmlir.ir.OpResult r)) {
      return "<";
    }
    Operation def = r.owner();
    Operation scope = def;
    while (scope.parentOp() != null && !(scope.parentOp() instanceof org.jmlir.dialect.func.FuncOp)) {
      scope = scope.parentOp();
    }
    Operation func = scope.parentOp();
    if (func == null) {
      return "%0 = ";
    }
    int[] n = {0};
    int[] found = {-1};
    func.walkPreOrder(o -> {
      if (o == def) {
        found[0] = n[0];
      }
      if (o != func && o.numResults() > 0) {
        n[0]++;
      }
    });
    String name = "%" + Math.max(found[0], 0);
    return (def.numResults() > 1 ? name + ":" + def.numResults() : name) + " = ";
  }

  private static RuntimeValue[] runParallel(Interpreter in, Operation op, RuntimeValue[] args) {
    Attribute progs = op.attr("programs");
    if (!(progs instanceof ArrayAttr rows)) {
      throw new InterpreterException("run_parallel needs 'programs'");
    }
    int replicas = rows.size();
    int partitions = replicas == 0 ? 0 : ((ArrayAttr) rows.get(0)).size();
    Process.Rendezvous rv = new Process.Rendezvous();
    if (op.attr("infeed") instanceof ArrayAttr feeds) {
      for (Attribute f : feeds.elements()) {
        Operation fn = in.function(((SymbolRefAttr) f).leaf());
        if (fn == null) {
          throw new InterpreterException("Function not found: " + ((SymbolRefAttr) f).leaf());
        }
        rv.addInfeed(fn);
      }
    }
    List<Operation> funcs = new ArrayList<>();
    for (Attribute r : rows.elements()) {
      for (Attribute p : ((ArrayAttr) r).elements()) {
        Operation f = in.function(((SymbolRefAttr) p).leaf());
        if (f == null) {
          throw new InterpreterException("Function not found: " + p);
        }
        funcs.add(f);
      }
    }
    ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, funcs.size()), Interpreter::newThread);
    try {
      List<Future<RuntimeValue[]>> futures = new ArrayList<>();
      int argIndex = 0;
      for (int i = 0; i < funcs.size(); i++) {
        Operation f = funcs.get(i);
        int nargs = ((org.jmlir.dialect.func.FuncOp) f).functionType().inputs().size();
        RuntimeValue[] a = new RuntimeValue[nargs];
        System.arraycopy(args, argIndex, a, 0, nargs);
        argIndex += nargs;
        Process p = new Process(i / partitions, i % partitions, replicas, partitions, rv);
        futures.add(pool.submit(() -> Interpreter.onInterpreterThread(() -> in.callFunction(f, a, p))));
      }
      List<RuntimeValue> out = new ArrayList<>();
      for (Future<RuntimeValue[]> fu : futures) {
        try {
          out.addAll(java.util.Arrays.asList(fu.get()));
        } catch (ExecutionException e) {
          if (e.getCause() instanceof InterpreterException ie) {
            throw ie;
          }
          throw new InterpreterException("process failed: " + e.getCause());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new InterpreterException("interrupted");
        }
      }
      return out.toArray(new RuntimeValue[0]);
    } finally {
      pool.shutdownNow();
    }
  }
}
