package org.jmlir.pdll.ast;

import java.util.List;

/** The type of a PDLL expression or variable, spelled as mlir-pdll prints it in its diagnostics. */
public sealed interface PdllType {
  /** The types without parameters. */
  enum Simple implements PdllType {
    ATTR("Attr"),
    TYPE("Type"),
    TYPE_RANGE("TypeRange"),
    VALUE("Value"),
    VALUE_RANGE("ValueRange"),
    CONSTRAINT("Constraint"),
    REWRITE("Rewrite");

    private final String spelling;

    Simple(String spelling) {
      this.spelling = spelling;
    }

    @Override
    public String toString() {
      return spelling;
    }
  }

  /** {@code Op}, or {@code Op<dialect.name>} when {@code name} is not null. */
  record Op(String name) implements PdllType {
    public static final Op ANY = new Op(null);

    @Override
    public String toString() {
      return name == null ? "Op" : "Op<" + name + ">";
    }
  }

  /** {@code Tuple<a: Attr, Value>}: an empty name is an unnamed element. */
  record Tuple(List<PdllType> types, List<String> names) implements PdllType {
    public Tuple {
      types = List.copyOf(types);
      names = List.copyOf(names);
    }

    public static final Tuple EMPTY = new Tuple(List.of(), List.of());

    @Override
    public String toString() {
      StringBuilder sb = new StringBuilder("Tuple<");
      for (int i = 0; i < types.size(); i++) {
        if (i > 0) {
          sb.append(", ");
        }
        if (!names.get(i).isEmpty()) {
          sb.append(names.get(i)).append(": ");
        }
        sb.append(types.get(i));
      }
      return sb.append('>').toString();
    }
  }

  PdllType ATTR = Simple.ATTR;
  PdllType TYPE = Simple.TYPE;
  PdllType TYPE_RANGE = Simple.TYPE_RANGE;
  PdllType VALUE = Simple.VALUE;
  PdllType VALUE_RANGE = Simple.VALUE_RANGE;
  PdllType CONSTRAINT = Simple.CONSTRAINT;
  PdllType REWRITE = Simple.REWRITE;

  /**
   * The more specific of two compatible types, or null when they conflict (matches mlir-pdll 22's
   * Type::refineWith: only op types refine, {@code Op} into {@code Op<name>}).
   */
  static PdllType refine(PdllType a, PdllType b) {
    if (a.equals(b)) {
      return a;
    }
    if (a instanceof Op oa && b instanceof Op ob) {
      if (ob.name() == null) {
        return a;
      }
      if (oa.name() == null) {
        return b;
      }
    }
    return null;
  }
}
