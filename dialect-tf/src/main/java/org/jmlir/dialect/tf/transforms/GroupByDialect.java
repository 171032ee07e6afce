package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jmlir.dialect.func.CallOp;
import org.jmlir.dialect.func.FuncOp;
import org.jmlir.dialect.func.ReturnOp;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpOperand;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.Type;

/**
 * {@code tf-group-by-dialect}: in each function (not one this pass made, which carries a
 * {@code dialect} attribute), every maximal run of consecutive ops of one dialect becomes a call of
 * a new public function {@code @<dialect><n>} (appended to the module, with {@code dialect =
 * "<dialect>"}) taking the values the run uses from outside and returning those used after it. At
 * a function's top level the ml_program, glue and func ops stay; inside an op's regions the ops of
 * that op's own dialect and func ops stay. Nested regions are grouped before their op.
 */
public final class GroupByDialect extends Pass {
  private static final Set<String> TOP_LEVEL = Set.of("ml_program", "glue", "func");

  private int counter;

  public GroupByDialect(PassOptions o) {
    super(o);
  }

  @Override
  public String argument() {
    return "tf-group-by-dialect";
  }

  @Override
  public String summary() {
    return "Groups ops into functions that only contain one dialect.";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    counter = 0;
    List<Operation> funcs = new ArrayList<>();
    module.walk(
        op -> {
          if (op.name().equals("func.func")) {
            funcs.add(op);
          }
        });
    for (Operation f : funcs) {
      if (f.attr("dialect") == null) {
        processRegion(f.region(0), TOP_LEVEL, module);
      }
    }
  }

  private static String dialectOf(Operation op) {
    int dot = op.name().indexOf('.');
    return dot < 0 ? "" : op.name().substring(0, dot);
  }

  private void processRegion(Region region, Set<String> kept, Operation module) {
    for (Block block : new ArrayList<>(region.blocks())) {
      String current = "<none>";
      List<Operation> run = new ArrayList<>();
      for (Operation op : new ArrayList<>(block.operations())) {
        String dialect = dialectOf(op);
        for (Region nested : op.regions()) {
          processRegion(nested, Set.of(dialect, "func"), module);
        }
        if (!dialect.equals(current)) {
          if (!kept.contains(current)) {
            wrap(run, counter++, module);
          }
          run = new ArrayList<>();
          current = dialect;
        }
        run.add(op);
      }
      if (!kept.contains(current)) {
        wrap(run, counter++, module);
      }
    }
  }

  private static void wrap(List<Operation> ops, int id, Operation module) {
    if (ops.isEmpty()) {
      return;
    }
    Set<Operation> all = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    Set<Value> internal = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    for (Operation outer : ops) {
      outer.walk(
          op -> {
            all.add(op);
            internal.addAll(op.results());
            for (Region r : op.regions()) {
              for (Block b : r.blocks()) {
                internal.addAll(b.arguments());
              }
            }
          });
    }
    Set<Value> inputSet = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    List<Value> inputs = new ArrayList<>();
    for (Operation outer : ops) {
      outer.walk(
          op -> {
            for (Value v : op.operands()) {
              if (!internal.contains(v) && inputSet.add(v)) {
                inputs.add(v);
              }
            }
          });
    }
    List<Value> outputs = new ArrayList<>();
    for (Operation op : ops) {
      for (Value r : op.results()) {
        for (OpOperand use : r.uses()) {
          if (!all.contains(use.owner())) {
            outputs.add(r);
            break;
          }
        }
      }
    }
    MLIRContext ctx = module.context();
    Operation first = ops.get(0);
    String dialect = dialectOf(first);
    String name = dialect + id;
    List<Type> inTypes = new ArrayList<>();
    for (Value v : inputs) {
      inTypes.add(v.type());
    }
    List<Type> outTypes = new ArrayList<>();
    for (Value v : outputs) {
      outTypes.add(v.type());
    }
    FunctionType type = FunctionType.get(ctx, inTypes, outTypes);
    OperationState fs = new OperationState(ctx, FuncOp.DEF, first.location());
    fs.addAttribute(SymbolTable.SYMBOL_ATTR, StringAttr.get(ctx, name));
    fs.addAttribute("function_type", TypeAttr.get(ctx, type));
    fs.addAttribute("dialect", StringAttr.get(ctx, dialect));
    Block entry = new Block();
    fs.addRegion().addBlock(entry);
    Operation func = Operation.create(fs);
    module.region(0).front().append(func);
    for (int i = 0; i < inputs.size(); i++) {
      BlockArgument arg = entry.addArgument(inTypes.get(i), first.location());
      for (OpOperand use : new ArrayList<>(inputs.get(i).uses())) {
        if (all.contains(use.owner())) {
          use.set(arg);
        }
      }
    }
    OperationState cs = new OperationState(ctx, CallOp.DEF, first.location());
    cs.addOperands(inputs).addTypes(outTypes);
    cs.addAttribute("callee", SymbolRefAttr.get(ctx, name));
    Operation call = Operation.create(cs);
    first.block().insertBefore(first, call);
    for (int i = 0; i < outputs.size(); i++) {
      for (OpOperand use : new ArrayList<>(outputs.get(i).uses())) {
        if (!all.contains(use.owner())) {
          use.set(call.result(i));
        }
      }
    }
    for (Operation op : ops) {
      op.remove();
      entry.append(op);
    }
    entry.append(Operation.create(new OperationState(ctx, ReturnOp.DEF, first.location()).addOperands(outputs)));
  }
}
