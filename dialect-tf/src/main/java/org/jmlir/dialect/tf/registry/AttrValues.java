package org.jmlir.dialect.tf.registry;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the few things the registry needs from a binary {@code AttrValue} (TensorFlow's field
 * numbers: list = 1, s = 2, i = 3, f = 4, b = 5, type = 6; in a list, s = 2, i = 3, type = 6).
 */
public final class AttrValues {
  private AttrValues() {}

  /** The {@code type} of an AttrValue (a DataType number), or 0. */
  public static int type(byte[] attrValue) {
    ProtoReader r = new ProtoReader(attrValue, 0, attrValue.length);
    while (!r.done()) {
      int tag = r.tag();
      if (tag == (6 << 3)) {
        return (int) r.varint();
      }
      r.skip(tag);
    }
    return 0;
  }

  /** The {@code i} of an AttrValue, or null when it has none. */
  public static Long integer(byte[] attrValue) {
    ProtoReader r = new ProtoReader(attrValue, 0, attrValue.length);
    while (!r.done()) {
      int tag = r.tag();
      if (tag == (3 << 3)) {
        return r.varint();
      }
      r.skip(tag);
    }
    return null;
  }

  /** The {@code list.type} of an AttrValue (DataType numbers). */
  public static List<Integer> listTypes(byte[] attrValue) {
    List<Integer> out = new ArrayList<>();
    for (ProtoReader list : lists(attrValue)) {
      while (!list.done()) {
        int tag = list.tag();
        if (tag == (6 << 3)) {
          out.add((int) list.varint());
        } else if (tag == ((6 << 3) | 2)) {
          ProtoReader packed = list.sub(list.bytes());
          while (!packed.done()) {
            out.add((int) packed.varint());
          }
        } else {
          list.skip(tag);
        }
      }
    }
    return out;
  }

  /** The {@code list.s} of an AttrValue. */
  public static List<String> listStrings(byte[] attrValue) {
    List<String> out = new ArrayList<>();
    for (ProtoReader list : lists(attrValue)) {
      while (!list.done()) {
        int tag = list.tag();
        if (tag == ((2 << 3) | 2)) {
          out.add(list.string());
        } else {
          list.skip(tag);
        }
      }
    }
    return out;
  }

  private static List<ProtoReader> lists(byte[] attrValue) {
    List<ProtoReader> out = new ArrayList<>();
    ProtoReader r = new ProtoReader(attrValue, 0, attrValue.length);
    while (!r.done()) {
      int tag = r.tag();
      if (tag == ((1 << 3) | 2)) {
        out.add(r.sub(r.bytes()));
      } else {
        r.skip(tag);
      }
    }
    return out;
  }
}
