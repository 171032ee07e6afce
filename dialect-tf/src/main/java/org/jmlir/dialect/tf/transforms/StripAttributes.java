package org.jmlir.dialect.tf.transforms;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DialectAttribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * Three of TensorFlow's attribute-stripping passes: {@code tf-strip-noinline-attribute} drops
 * {@code tf._noinline} from functions; {@code tf-strip-tf-attributes} drops, from the module and
 * its functions (their own, argument and result attributes), every attribute named {@code tf.*} or
 * {@code tf_*} or whose value belongs to the tf or tf_type dialect; {@code
 * tf-strip-saved-module-metadata} drops the {@code tf_saved_model.*} ones from the same places.
 */
public final class StripAttributes extends Pass {
  private enum Kind { NOINLINE, TF, SAVED_MODEL }

  private final Kind kind;
  private final boolean all;

  private StripAttributes(PassOptions o, Kind kind) {
    super(o);
    this.kind = kind;
    this.all = kind != Kind.NOINLINE;
  }

  public static StripAttributes noinline(PassOptions o) {
    return new StripAttributes(o, Kind.NOINLINE);
  }

  public static StripAttributes tfAttributes(PassOptions o) {
    return new StripAttributes(o, Kind.TF);
  }

  public static StripAttributes savedModelMetadata(PassOptions o) {
    return new StripAttributes(o, Kind.SAVED_MODEL);
  }

  @Override
  public String argument() {
    return switch (kind) {
      case NOINLINE -> "tf-strip-noinline-attribute";
      case TF -> "tf-strip-tf-attributes";
      case SAVED_MODEL -> "tf-strip-saved-module-metadata";
    };
  }

  @Override
  public String summary() {
    return switch (kind) {
      case NOINLINE -> "Strip the tf._noinline attribute from top-level functions.";
      case TF -> "Removes TF specific attributes";
      case SAVED_MODEL -> "Removes saved model metadata from the module";
    };
  }

  static boolean isTfAttribute(NamedAttribute a) {
    String n = a.name();
    if (n.startsWith("tf.") || n.startsWith("tf_")) {
      return true;
    }
    return a.value() instanceof DialectAttribute d
        && (d.dialectNamespace().equals("tf") || d.dialectNamespace().equals("tf_type"));
  }

  @Override
  public void run(Operation root, PassContext pc) {
    Predicate<NamedAttribute> strip =
        switch (kind) {
          case NOINLINE -> a -> a.name().equals("tf._noinline");
          case TF -> StripAttributes::isTfAttribute;
          case SAVED_MODEL -> a -> a.name().startsWith("tf_saved_model.");
        };
    List<Operation> targets = root.collect(op -> op.name().equals("func.func"));
    if (all) {
      targets.add(root);
    }
    for (Operation op : targets) {
      for (NamedAttribute a : new ArrayList<>(op.attributes().entries())) {
        if (strip.test(a)) {
          op.removeAttr(a.name());
        }
      }
      if (all && op.name().equals("func.func")) {
        stripArray(op, "arg_attrs", strip);
        stripArray(op, "res_attrs", strip);
      }
    }
  }

  /**
   * Drops the entries {@code strip} selects from each dictionary of {@code func}'s {@code name}
   * ({@code arg_attrs} or {@code res_attrs}); the array goes away when no entry is left.
   */
  static void stripArray(Operation func, String name, Predicate<NamedAttribute> strip) {
    if (!(func.inherentAttr(name) instanceof ArrayAttr arr)) {
      return;
    }
    List<Attribute> out = new ArrayList<>();
    boolean anyLeft = false;
    for (Attribute e : arr.elements()) {
      List<NamedAttribute> kept = new ArrayList<>();
      if (e instanceof DictionaryAttr d) {
        for (NamedAttribute a : d.entries()) {
          if (!strip.test(a)) {
            kept.add(a);
          }
        }
      }
      anyLeft |= !kept.isEmpty();
      out.add(DictionaryAttr.get(func.context(), kept));
    }
    func.setAttr(name, anyLeft ? ArrayAttr.get(func.context(), out) : null);
  }
}
