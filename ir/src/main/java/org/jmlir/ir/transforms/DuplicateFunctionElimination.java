package org.jmlir.ir.transforms;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.SymbolTable;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code duplicate-function-elimination}: functions ({@code func.func}, with bodies) equal in all but
 * their name (attributes, properties, and bodies up to value renaming and locations) are folded into
 * the first one met; uses of the others' names are redirected to it and the others are erased, as
 * MLIR 22's pass does.
 */
public final class DuplicateFunctionElimination extends Pass {
  private static final String FUNC = "func.func";

  public DuplicateFunctionElimination(PassOptions o) {
    super(o);
  }

  @Override
  public String name() {
    return "DuplicateFunctionEliminationPass";
  }

  @Override
  public String argument() {
    return "duplicate-function-elimination";
  }

  @Override
  public String summary() {
    return "Deduplicate functions";
  }

  @Override
  public void run(Operation module, PassContext pc) {
    // Buckets by a cheap signature; within a bucket, the first equivalent function represents.
    Map<Object, List<Operation>> buckets = new HashMap<>();
    Map<String, String> renamed = new LinkedHashMap<>();
    List<Operation> toErase = new ArrayList<>();
    module.walk(
        f -> {
          if (!f.name().equals(FUNC) || f.numRegions() == 0 || f.region(0).isEmpty()) {
            return;
          }
          List<Operation> bucket = buckets.computeIfAbsent(signature(f), k -> new ArrayList<>());
          for (Operation repr : bucket) {
            if (equivalent(repr, f)) {
              renamed.put(SymbolTable.symbolName(f), SymbolTable.symbolName(repr));
              toErase.add(f);
              return;
            }
          }
          bucket.add(f);
        });
    if (toErase.isEmpty()) {
      return;
    }
    MLIRContext ctx = module.context();
    module.walk(op -> rewriteSymbolUses(op, renamed, ctx));
    for (Operation f : toErase) {
      f.erase();
    }
  }

  /** What equivalent functions share: attributes but the name, and the op names of the body. */
  private static Object signature(Operation f) {
    List<Object> key = new ArrayList<>();
    key.add(f.attributes());
    key.add(withoutName(f.properties()));
    for (Block b : f.region(0).blocks()) {
      for (Operation op : b) {
        op.walk(nested -> key.add(nested.name()));
      }
    }
    return key;
  }

  private static Object withoutName(Attribute props) {
    if (!(props instanceof DictionaryAttr d) || d.get(SymbolTable.SYMBOL_ATTR) == null) {
      return props;
    }
    List<NamedAttribute> rest = new ArrayList<>();
    for (NamedAttribute a : d.entries()) {
      if (!a.name().equals(SymbolTable.SYMBOL_ATTR)) {
        rest.add(a);
      }
    }
    return rest;
  }

  private static boolean equivalent(Operation a, Operation b) {
    return a.attributes().equals(b.attributes())
        && Objects.equals(withoutName(a.properties()), withoutName(b.properties()))
        && new RegionEquivalence().regions(a.region(0), b.region(0));
  }

  /** MLIR's OperationEquivalence with locations ignored: structure equal up to a value and block mapping. */
  private static final class RegionEquivalence {
    private final Map<Value, Value> values = new IdentityHashMap<>();
    private final Map<Block, Block> blocks = new IdentityHashMap<>();

    boolean regions(Region x, Region y) {
      if (x.numBlocks() != y.numBlocks()) {
        return false;
      }
      List<Block> xs = x.blocks();
      List<Block> ys = y.blocks();
      for (int i = 0; i < xs.size(); i++) {
        Block bx = xs.get(i);
        Block by = ys.get(i);
        if (bx.arguments().size() != by.arguments().size()) {
          return false;
        }
        for (int j = 0; j < bx.arguments().size(); j++) {
          if (!bx.arguments().get(j).type().equals(by.arguments().get(j).type())) {
            return false;
          }
          values.put(bx.arguments().get(j), by.arguments().get(j));
        }
        blocks.put(bx, by);
      }
      for (int i = 0; i < xs.size(); i++) {
        if (!blockOps(xs.get(i), ys.get(i))) {
          return false;
        }
      }
      return true;
    }

    private boolean blockOps(Block bx, Block by) {
      Operation ox = bx.isEmpty() ? null : bx.first();
      Operation oy = by.isEmpty() ? null : by.first();
      while (ox != null && oy != null) {
        if (!op(ox, oy)) {
          return false;
        }
        ox = ox.nextInBlock();
        oy = oy.nextInBlock();
      }
      return ox == null && oy == null;
    }

    private boolean op(Operation x, Operation y) {
      if (x.def() != y.def()
          || x.numOperands() != y.numOperands()
          || x.numResults() != y.numResults()
          || x.numSuccessors() != y.numSuccessors()
          || x.numRegions() != y.numRegions()
          || !x.attributes().equals(y.attributes())
          || !Objects.equals(x.properties(), y.properties())
          || !x.resultTypes().equals(y.resultTypes())) {
        return false;
      }
      for (int i = 0; i < x.numOperands(); i++) {
        Value vx = x.operand(i);
        Value mapped = values.getOrDefault(vx, vx);
        if (mapped != y.operand(i)) {
          return false;
        }
      }
      for (int i = 0; i < x.numSuccessors(); i++) {
        if (blocks.get(x.successor(i)) != y.successor(i)) {
          return false;
        }
      }
      for (int i = 0; i < x.numResults(); i++) {
        values.put(x.result(i), y.result(i));
      }
      for (int i = 0; i < x.numRegions(); i++) {
        if (!regions(x.region(i), y.region(i))) {
          return false;
        }
      }
      return true;
    }
  }

  /** Redirects {@code op}'s symbol references whose root is a renamed symbol ({@code renamed}: old to new). */
  public static void rewriteSymbolUses(Operation op, Map<String, String> renamed, MLIRContext ctx) {
    DictionaryAttr attrs = op.attributes();
    Attribute newAttrs = replace(attrs, renamed, ctx);
    if (newAttrs != attrs) {
      op.setAttributes((DictionaryAttr) newAttrs);
    }
    Attribute props = op.properties();
    if (props != null) {
      Attribute newProps = replace(props, renamed, ctx);
      if (newProps != props) {
        op.setProperties(newProps);
      }
    }
  }

  /** {@code a} with renamed symbol roots replaced (itself when nothing changes). */
  private static Attribute replace(Attribute a, Map<String, String> renamed, MLIRContext ctx) {
    switch (a) {
      case SymbolRefAttr s -> {
        String to = renamed.get(s.root());
        return to == null ? s : SymbolRefAttr.get(ctx, to, s.nested());
      }
      case ArrayAttr arr -> {
        List<Attribute> out = null;
        List<Attribute> els = arr.elements();
        for (int i = 0; i < els.size(); i++) {
          Attribute r = replace(els.get(i), renamed, ctx);
          if (r != els.get(i) && out == null) {
            out = new ArrayList<>(els.subList(0, i));
          }
          if (out != null) {
            out.add(r);
          }
        }
        return out == null ? arr : ArrayAttr.get(ctx, out);
      }
      case DictionaryAttr d -> {
        List<NamedAttribute> out = null;
        List<NamedAttribute> es = d.entries();
        for (int i = 0; i < es.size(); i++) {
          Attribute r = replace(es.get(i).value(), renamed, ctx);
          if (r != es.get(i).value() && out == null) {
            out = new ArrayList<>(es.subList(0, i));
          }
          if (out != null) {
            out.add(new NamedAttribute(es.get(i).name(), r));
          }
        }
        return out == null ? d : DictionaryAttr.get(ctx, out);
      }
      default -> {
        return a;
      }
    }
  }
}
