package org.jmlir.compiler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.OpPassManager;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.pass.PassRegistry;
import org.jmlir.ir.pass.PipelineParser;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-refine-loop-functions}: gives the cond and body functions of each {@code tf.While} (and
 * the branch functions of each {@code tf.If}) the operand types of the op where their arguments are
 * less refined (the functions that {@code -tf-upgrade-legacy} makes from TensorFlow v1 loops and
 * conds take unranked tensors), runs {@code tf-shape-inference} and sets their result types from
 * what they return; an If whose branches then return the same ranked types takes them as its
 * result types, and inference runs once more to carry them to its users. TensorFlow's own
 * shape inference refines the functions a While calls; jmlir's does not yet, and this pass stands
 * in for that part of it. A function used by more than one op is left alone.
 */
public final class RefineLoopFunctions extends Pass {
  private OpPassManager inference;

  public RefineLoopFunctions(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-refine-loop-functions";
  }

  @Override
  public String summary() {
    return "Refine the argument and result types of tf.While's cond and body functions (and tf.If's branches) from the op's operands";
  }

  @Override
  public void initialize(MLIRContext ctx) {
    try {
      inference = PipelineParser.parseAnchored(PassRegistry.withAllPasses(), "builtin.module(tf-shape-inference)");
      inference.initialize(ctx);
    } catch (PipelineParser.PipelineException e) {
      throw new IllegalStateException(e.getMessage(), e);
    }
  }

  @Override
  public void run(Operation root, PassContext pc) {
    Map<String, Operation> funcs = new HashMap<>();
    Map<String, Integer> uses = new HashMap<>();
    for (Operation op : root.region(0).front().operations()) {
      if (op.name().equals("func.func") && op.attr("sym_name") instanceof StringAttr s) {
        funcs.put(s.value(), op);
      }
    }
    root.walk(op -> {
      for (var a : op.attrDictionary().entries()) { // properties too (tf.If's branches are inherent)
        if (a.value() instanceof SymbolRefAttr r) {
          uses.merge(r.root(), 1, Integer::sum);
        }
      }
    });
    List<Operation> refined = new ArrayList<>();
    List<Operation> ifs = root.collect(o -> o.name().equals("tf.If"));
    for (Operation loop : root.collect(o -> o.name().equals("tf.While") || o.name().equals("tf.If"))) {
      boolean isIf = loop.name().equals("tf.If");
      int first = isIf ? 1 : 0; // an If's functions take its operands after the condition
      for (String key : isIf ? List.of("then_branch", "else_branch") : List.of("cond", "body")) {
        Attribute a = loop.attr(key);
        Operation f = a instanceof SymbolRefAttr r ? funcs.get(r.root()) : null;
        if (f == null || uses.getOrDefault(r(a), 0) != 1 || f.region(0).isEmpty()) {
          continue;
        }
        Block b = f.region(0).front();
        if (b.numArguments() != loop.numOperands() - first) {
          continue;
        }
        boolean changed = false;
        for (int i = 0; i < b.numArguments(); i++) {
          Type t = loop.operand(first + i).type();
          if (t instanceof RankedTensorType && !(b.argument(i).type() instanceof RankedTensorType)) {
            b.argument(i).setType(t);
            changed = true;
          }
        }
        if (changed) {
          FunctionType ft = (FunctionType) ((TypeAttr) f.attr("function_type")).value();
          f.setAttr("function_type", TypeAttr.get(root.context(), FunctionType.get(root.context(), b.argumentTypes(), ft.results())));
          refined.add(f);
        }
      }
    }
    if (refined.isEmpty()) {
      return;
    }
    if (!pc.runPipeline(inference, root)) {
      pc.signalFailure();
      return;
    }
    for (Operation f : refined) {
      Operation ret = f.region(0).front().terminator();
      FunctionType ft = (FunctionType) ((TypeAttr) f.attr("function_type")).value();
      f.setAttr("function_type", TypeAttr.get(root.context(), FunctionType.get(root.context(), ft.inputs(), ret.operandTypes())));
    }
    // An If whose branches now return the same ranked types takes them, and inference carries them on.
    boolean more = false;
    for (Operation op : ifs) {
      Operation then = funcs.get(r(op.attr("then_branch")));
      Operation otherwise = funcs.get(r(op.attr("else_branch")));
      if (then == null || otherwise == null || !refined.contains(then) || !refined.contains(otherwise)) {
        continue;
      }
      List<Type> a = ((FunctionType) ((TypeAttr) then.attr("function_type")).value()).results();
      List<Type> b = ((FunctionType) ((TypeAttr) otherwise.attr("function_type")).value()).results();
      for (int i = 0; i < op.numResults() && i < a.size() && a.size() == b.size(); i++) {
        if (a.get(i).equals(b.get(i)) && a.get(i) instanceof RankedTensorType && !(op.result(i).type() instanceof RankedTensorType)) {
          op.result(i).setType(a.get(i));
          more = true;
        }
      }
    }
    if (more && !pc.runPipeline(inference, root)) {
      pc.signalFailure();
    }
  }

  private static String r(Attribute a) {
    return ((SymbolRefAttr) a).root();
  }
}
