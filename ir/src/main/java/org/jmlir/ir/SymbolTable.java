package org.jmlir.ir;

import java.util.ArrayDeque;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;

/** Symbol helpers: names, visibility, lookup through symbol tables, and symbol uses (MLIR's SymbolTable). */
public final class SymbolTable {
  /** The attribute holding a symbol's name. */
  public static final String SYMBOL_ATTR = "sym_name";

  /** The attribute holding a symbol's visibility. */
  public static final String VISIBILITY_ATTR = "sym_visibility";

  public enum Visibility {
    PUBLIC,
    PRIVATE,
    NESTED
  }

  private SymbolTable() {}

  /** The symbol name of {@code op}, or null when it does not define one. */
  public static String symbolName(Operation op) {
    return op.attr(SYMBOL_ATTR) instanceof StringAttr s ? s.value() : null;
  }

  public static Visibility visibility(Operation op) {
    if (op.attr(VISIBILITY_ATTR) instanceof StringAttr s) {
      return switch (s.value()) {
        case "private" -> Visibility.PRIVATE;
        case "nested" -> Visibility.NESTED;
        default -> Visibility.PUBLIC;
      };
    }
    return Visibility.PUBLIC;
  }

  /** The closest op enclosing {@code op} (not {@code op} itself) that is a symbol table, or null. */
  public static Operation nearestSymbolTable(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p.hasTrait(Trait.SYMBOL_TABLE)) {
        return p;
      }
    }
    return null;
  }

  /** The op named {@code name} directly inside symbol table {@code table}, or null. */
  public static Operation lookupSymbolIn(Operation table, String name) {
    if (table.numRegions() == 0 || table.region(0).isEmpty()) {
      return null;
    }
    for (Operation child : table.region(0).front()) {
      if (name.equals(symbolName(child))) {
        return child;
      }
    }
    return null;
  }

  /** Resolves {@code ref} (maybe nested, {@code @a::@b}) starting at symbol table {@code table}. */
  public static Operation lookupSymbolIn(Operation table, SymbolRefAttr ref) {
    Operation op = lookupSymbolIn(table, ref.root());
    for (String n : ref.nested()) {
      if (op == null || !op.hasTrait(Trait.SYMBOL_TABLE)) {
        return null;
      }
      op = lookupSymbolIn(op, n);
    }
    return op;
  }

  /** Resolves {@code ref} from {@code from}: through the nearest enclosing symbol table. */
  public static Operation lookupNearestSymbolFrom(Operation from, SymbolRefAttr ref) {
    Operation table = from.hasTrait(Trait.SYMBOL_TABLE) ? from : nearestSymbolTable(from);
    return table == null ? null : lookupSymbolIn(table, ref);
  }

  /**
   * MLIR's SymbolTable::walkSymbolTables: calls {@code fn(table, allUsesVisible)} for every symbol
   * table at or below {@code op}, nested tables first; {@code allUsesVisible} says whether every use
   * of the table's symbols can be seen from it (the table is private, or not itself a symbol).
   */
  public static void walkSymbolTables(Operation op, boolean allUsesVisible, BiConsumer<Operation, Boolean> fn) {
    boolean isTable = op.hasTrait(Trait.SYMBOL_TABLE);
    if (isTable) {
      allUsesVisible |= !op.hasTrait(Trait.SYMBOL) || visibility(op) == Visibility.PRIVATE;
    } else {
      allUsesVisible = true;
    }
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) {
          walkSymbolTables(nested, allUsesVisible, fn);
        }
      }
    }
    if (isTable) {
      fn.accept(op, allUsesVisible);
    }
  }

  /** Calls {@code sink} for every symbol reference in {@code op}'s attributes and properties. */
  public static void forEachSymbolUse(Operation op, Consumer<SymbolRefAttr> sink) {
    visit(op.attributes(), sink);
    if (op.properties() != null) {
      visit(op.properties(), sink);
    }
  }

  private static void visit(Attribute root, Consumer<SymbolRefAttr> sink) {
    ArrayDeque<Attribute> work = new ArrayDeque<>();
    work.push(root);
    while (!work.isEmpty()) {
      Attribute a = work.pop();
      switch (a) {
        case SymbolRefAttr s -> sink.accept(s);
        case ArrayAttr arr -> {
          List<Attribute> els = arr.elements();
          for (int i = els.size() - 1; i >= 0; i--) {
            work.push(els.get(i));
          }
        }
        case DictionaryAttr d -> {
          List<NamedAttribute> es = d.entries();
          for (int i = es.size() - 1; i >= 0; i--) {
            work.push(es.get(i).value());
          }
        }
        default -> {}
      }
    }
  }
}
