package org.jmlir.ir.print;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import org.jmlir.ir.attr.DenseResourceElementsAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/**
 * Attribute and type aliases ({@code #map}, {@code #loc3}, {@code !t}), collected over the whole IR
 * in the order the printer meets them and then ordered as MLIR's AliasInitializer orders them: by
 * alias depth (an alias whose body uses other aliases comes after them), types before attributes,
 * then by name, stable otherwise. Locations may be deferred to the end of the output; everything else
 * prints at the top.
 */
final class AliasState implements AliasResolver {
  private static final class Info {
    final Object symbol;
    final boolean isType;
    String name;
    boolean canBeDeferred;
    int depth;
    int[] children = new int[0];
    /** The spelling after resolution ({@code #loc3}). */
    String spelling;

    Info(Object symbol, boolean isType) {
      this.symbol = symbol;
      this.isType = isType;
    }
  }

  /** Where dialect attributes and types get their alias hints (OpAsmDialectInterface::getAlias). */
  private final org.jmlir.ir.MLIRContext context;

  AliasState(org.jmlir.ir.MLIRContext context) {
    this.context = context;
  }

  private final IdentityHashMap<Object, Integer> index = new IdentityHashMap<>();
  private final ArrayList<Info> infos = new ArrayList<>();
  private final IdentityHashMap<Object, String> aliases = new IdentityHashMap<>();
  private List<Info> ordered = List.of();
  /** Keys of the {@code dense_resource<...>} blobs the IR refers to, in order of first use. */
  final LinkedHashSet<String> usedResources = new LinkedHashSet<>();
  /**
   * Whether the IR uses a {@code distinct[N]<...>} attribute: its number is given in print order by
   * the printer, so such IR is printed on one thread.
   */
  boolean sawDistinct;

  /** Records a use of {@code symbol} (an attribute or type) and of everything nested in it. */
  int visit(Object symbol, boolean canBeDeferred) {
    Integer existing = index.get(symbol);
    if (existing != null) {
      if (!canBeDeferred) {
        markNonDeferrable(existing);
      }
      return existing;
    }
    if (symbol instanceof DenseResourceElementsAttr r) {
      usedResources.add(r.handle());
    } else if (symbol instanceof org.jmlir.ir.attr.DistinctAttr) {
      sawDistinct = true;
    }
    int idx = infos.size();
    Info info = new Info(symbol, symbol instanceof Type);
    infos.add(info);
    index.put(symbol, idx);
    // As MLIR's AliasInitializer: an alias first met inside a location may be printed with the
    // deferred (location) aliases after the IR, until a use outside locations needs it up front.
    info.canBeDeferred = canBeDeferred;
    if (symbol instanceof Location) {
      // Every location gets an alias, loc(unknown) included (as mlir-opt 22).
      info.name = "loc";
    } else {
      info.name = AttrTypePrinter.builtinAliasHint(symbol);
      if (info.name == null && context != null) {
        String ns =
            symbol instanceof org.jmlir.ir.attr.DialectAttribute a
                ? a.dialectNamespace()
                : symbol instanceof org.jmlir.ir.type.DialectType t ? t.dialectNamespace() : null;
        org.jmlir.ir.Dialect d = ns == null ? null : context.getOrLoadDialect(ns);
        info.name = d == null ? null : d.aliasHint(symbol);
      }
    }
    ArrayList<Integer> childAliases = new ArrayList<>(0);
    AttrTypePrinter.walkSubElements(
        symbol,
        child -> {
          int c = visit(child, canBeDeferred);
          Info ci = infos.get(c);
          if (ci.name != null) {
            childAliases.add(c);
          } else {
            for (int cc : ci.children) {
              childAliases.add(cc);
            }
          }
        });
    int[] children = new int[childAliases.size()];
    for (int i = 0; i < children.length; i++) {
      children[i] = childAliases.get(i);
    }
    info.children = children;
    if (info.name != null) {
      for (int c : children) {
        info.depth = Math.max(info.depth, infos.get(c).depth + 1);
      }
    }
    return idx;
  }

  private void markNonDeferrable(int idx) {
    Info info = infos.get(idx);
    if (!info.canBeDeferred && info.name != null) {
      return;
    }
    info.canBeDeferred = false;
    for (int c : info.children) {
      markNonDeferrable(c);
    }
  }

  /** Orders the collected aliases and assigns their spellings ({@code #loc}, {@code #loc1}, ...). */
  void finish() {
    ArrayList<Info> named = new ArrayList<>();
    for (Info i : infos) {
      if (i.name != null) {
        named.add(i);
      }
    }
    named.sort(
        (a, b) -> {
          if (a.depth != b.depth) {
            return Integer.compare(a.depth, b.depth);
          }
          if (a.isType != b.isType) {
            return a.isType ? -1 : 1;
          }
          return a.name.compareTo(b.name);
        });
    HashMap<String, Integer> counts = new HashMap<>();
    for (Info i : named) {
      int n = counts.merge(i.name, 1, Integer::sum) - 1;
      StringBuilder sb = new StringBuilder(i.name.length() + 4);
      sb.append(i.isType ? '!' : '#').append(i.name);
      if (n > 0) {
        char last = i.name.charAt(i.name.length() - 1);
        if (last >= '0' && last <= '9') {
          sb.append('_');
        }
        sb.append(n);
      }
      i.spelling = sb.toString();
      aliases.put(i.symbol, i.spelling);
    }
    ordered = named;
  }

  @Override
  public String aliasOf(Object attributeOrType) {
    return aliases.isEmpty() ? null : aliases.get(attributeOrType);
  }

  /** Prints {@code #a = ...} lines for the deferred (locations) or the other aliases. */
  void printAliases(StringBuilder sb, boolean deferred, AttrTypePrinter printer) {
    for (Info i : ordered) {
      if (i.canBeDeferred != deferred) {
        continue;
      }
      sb.append(i.spelling).append(" = ");
      if (i.isType) {
        printer.printTypeNoAlias(sb, (Type) i.symbol);
      } else {
        printer.printAttributeNoAlias(sb, (org.jmlir.ir.attr.Attribute) i.symbol, AttrTypePrinter.Elision.NEVER);
      }
      sb.append('\n');
    }
  }
}
