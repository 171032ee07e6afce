package org.jmlir.dialect.llvm.transforms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.llvm.BrOp;
import org.jmlir.dialect.llvm.LlvmTextAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code llvm-legalize-for-export}, as MLIR 22's LegalizeForExport (its successor part): LLVM IR
 * cannot branch twice to one block with different phi values, so every later occurrence of a
 * successor that has arguments is sent to a new block (added at the end of the region) that takes
 * the same arguments and forwards them with an {@code llvm.br}. Successors without arguments stay.
 * Then, as 22's legalizeDIExpressionsRecursively, each {@code #llvm.di_expression} an op holds has
 * its consecutive {@code DW_OP_LLVM_fragment}s merged into one (offsets added, the first one's size).
 */
public final class LegalizeForExport extends Pass {
  public LegalizeForExport(PassOptions o) {
    super(o);
    for (String k : o.values().keySet()) {
      throw org.jmlir.ir.pass.PassOptionException.noSuchOption(k);
    }
  }

  @Override
  public String argument() {
    return "llvm-legalize-for-export";
  }

  @Override
  public String name() {
    return "LLVMLegalizeForExportPass";
  }

  @Override
  public String summary() {
    return "Legalize LLVM dialect to be convertible to LLVM IR";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    List<Operation> ops = new ArrayList<>();
    root.walk(ops::add);
    for (Operation op : ops) {
      for (int r = 0; r < op.numRegions(); r++) {
        for (Block b : new ArrayList<>(op.region(r).blocks())) {
          ensureDistinctSuccessors(b);
        }
      }
    }
    for (Operation op : ops) {
      List<org.jmlir.ir.attr.NamedAttribute> all = new ArrayList<>(op.attributes().entries());
      if (op.properties() instanceof org.jmlir.ir.attr.DictionaryAttr props) {
        all.addAll(props.entries());
      }
      for (org.jmlir.ir.attr.NamedAttribute na : all) {
        if (na.value() instanceof LlvmTextAttr x && x.mnemonic().equals("di_expression")) {
          String merged = mergeFragments(x.params());
          if (!merged.equals(x.params())) {
            op.setAttr(na.name(), LlvmTextAttr.get(op.context(), "di_expression", merged));
          }
        }
      }
    }
  }

  private static final java.util.regex.Pattern FRAGMENT =
      java.util.regex.Pattern.compile("DW_OP_LLVM_fragment\\(\\s*(\\d+)\\s*,\\s*(\\d+)\\s*\\)");

  /** {@code <[..., fragment(a, s), fragment(b, t), ...]>}: each run of fragments becomes fragment(a + b, s). */
  static String mergeFragments(String body) {
    if (!body.startsWith("<[") || !body.endsWith("]>")) {
      return body;
    }
    List<String> elems = new ArrayList<>();
    String inner = body.substring(2, body.length() - 2);
    int depth = 0;
    int start = 0;
    for (int i = 0; i < inner.length(); i++) {
      char c = inner.charAt(i);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
      } else if (c == ',' && depth == 0) {
        elems.add(inner.substring(start, i).trim());
        start = i + 1;
      }
    }
    elems.add(inner.substring(start).trim());
    List<String> out = new ArrayList<>();
    for (String e : elems) {
      java.util.regex.Matcher cur = FRAGMENT.matcher(e);
      if (!out.isEmpty() && cur.matches()) {
        java.util.regex.Matcher prev = FRAGMENT.matcher(out.get(out.size() - 1));
        if (prev.matches()) {
          long offset = Long.parseLong(prev.group(1)) + Long.parseLong(cur.group(1));
          out.set(out.size() - 1, "DW_OP_LLVM_fragment(" + offset + ", " + prev.group(2) + ")");
          continue;
        }
      }
      out.add(e);
    }
    return "<[" + String.join(", ", out) + "]>";
  }

  /** MLIR's ensureDistinctSuccessors for one block. */
  public static void ensureDistinctSuccessors(Block block) {
    if (block.isEmpty()) {
      return;
    }
    Operation terminator = block.last();
    if (terminator.numSuccessors() < 2) {
      return;
    }
    Map<Block, List<Integer>> positions = new LinkedHashMap<>();
    for (int i = 0; i < terminator.numSuccessors(); i++) {
      Block successor = terminator.successor(i);
      if (!successor.arguments().isEmpty()) {
        positions.computeIfAbsent(successor, k -> new ArrayList<>()).add(i);
      }
    }
    Region region = block.parent();
    for (Map.Entry<Block, List<Integer>> e : positions.entrySet()) {
      List<Integer> at = e.getValue();
      for (int k = 1; k < at.size(); k++) {
        Block dummy = new Block();
        region.addBlock(dummy);
        terminator.setSuccessor(at.get(k), dummy);
        List<org.jmlir.ir.Value> forwarded = new ArrayList<>();
        for (BlockArgument arg : e.getKey().arguments()) {
          forwarded.add(dummy.addArgument(arg.type(), arg.location()));
        }
        OperationState s = new OperationState(terminator.context(), BrOp.DEF, terminator.location());
        s.addOperands(forwarded);
        s.addSuccessor(e.getKey());
        dummy.append(Operation.create(s));
      }
    }
  }
}
