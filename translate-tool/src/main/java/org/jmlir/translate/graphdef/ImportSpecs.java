package org.jmlir.translate.graphdef;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.translate.TranslateException;
import org.jmlir.translate.proto.DataType;
import org.jmlir.translate.proto.ResourceHandleProto;
import org.jmlir.translate.proto.TensorShapeProto;

/**
 * What to import (TensorFlow's GraphImportConfig), read from tf-mlir-translate's flag values:
 * {@code -tf-input-arrays=a,b}, {@code -tf-input-data-types=DT_INT32,,DT_RESOURCE(10,2:DT_FLOAT)}
 * (an empty entry keeps the node's own type; a parenthesised list gives resource or variant
 * subtypes as {@code shape:dtype} separated by ';'), {@code -tf-input-shapes=10,?:*:} (shapes
 * separated by ':', dimensions by ',', '?' unknown, '*' unranked, empty a scalar),
 * {@code -tf-output-arrays=a,b:1} and {@code -tf-control-output-arrays=c}.
 */
public record ImportSpecs(
    List<Input> inputs,
    List<String> outputs,
    List<String> controlOutputs,
    boolean pruneUnusedNodes,
    boolean graphAsFunction,
    boolean upgradeLegacy,
    boolean enableShapeInference,
    boolean useOutputShapes,
    boolean convertLegacyFedInputs,
    String xlaCompileDeviceType,
    boolean splatted) {

  /** A fed input: its name ("node" or "node:index"), its type (DT_INVALID: the node's) and shape. */
  public record Input(String name, DataType dtype, List<ResourceHandleProto.DtypeAndShape> subtypes, TensorShapeProto shape) {}

  public static ImportSpecs defaults() {
    return new ImportSpecs(List.of(), List.of(), List.of(), false, false, false, false, false, false, "", false);
  }

  public static List<Input> parseInputs(String arrays, String dataTypes, String shapes) throws TranslateException {
    List<String> names = splitNames(arrays);
    List<String> types = dataTypes.isEmpty() ? List.of() : splitTopLevel(dataTypes, ',');
    List<TensorShapeProto> parsedShapes = new ArrayList<>();
    if (!shapes.isEmpty()) {
      for (String s : shapes.split(":", -1)) {
        parsedShapes.add(parseShape(s));
      }
    }
    if (!types.isEmpty() && types.size() != names.size()) {
      throw new TranslateException("Invalid argument: Length of input node array and data type doesn't match (input arrays: "
          + names.size() + ", data types: " + types.size() + ")");
    }
    if (!parsedShapes.isEmpty() && parsedShapes.size() != names.size()) {
      throw new TranslateException("Invalid argument: Length of input node array and input shape doesn't match (input arrays: "
          + names.size() + ", shapes: " + parsedShapes.size() + ")");
    }
    List<Input> inputs = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      DataType dt = DataType.DT_INVALID;
      List<ResourceHandleProto.DtypeAndShape> subtypes = List.of();
      if (!types.isEmpty() && types.get(i).equals("DT_INVALID")) {
        throw new TranslateException("Use '' if want to use the type from graph.");
      }
      if (!types.isEmpty() && !types.get(i).isEmpty()) {
        String t = types.get(i);
        int paren = t.indexOf('(');
        if (paren >= 0) {
          if (!t.endsWith(")")) {
            throw new TranslateException("Invalid argument: Invalid data type: " + t);
          }
          subtypes = parseSubtypes(t.substring(paren + 1, t.length() - 1));
          t = t.substring(0, paren);
        }
        dt = parseDataType(t);
        if (!subtypes.isEmpty() && dt != DataType.DT_RESOURCE && dt != DataType.DT_VARIANT) {
          throw new TranslateException("Invalid argument: only DT_RESOURCE and DT_VARIANT take subtypes: " + types.get(i));
        }
      }
      TensorShapeProto shape = parsedShapes.isEmpty() ? TensorShapeProto.getDefaultInstance() : parsedShapes.get(i);
      inputs.add(new Input(names.get(i), dt, subtypes, shape));
    }
    return inputs;
  }

  /** Comma-separated names; the empty string is none. */
  public static List<String> splitNames(String s) {
    if (s.isEmpty()) {
      return List.of();
    }
    return List.of(s.split(",", -1));
  }

  static DataType parseDataType(String s) throws TranslateException {
    try {
      DataType dt = DataType.valueOf(s.strip());
      if (dt != DataType.UNRECOGNIZED && dt != DataType.DT_INVALID) {
        return dt;
      }
    } catch (IllegalArgumentException e) {
      // reported below
    }
    throw new TranslateException("Invalid argument: Invalid input data type: " + s);
  }

  /** A shape: dims separated by ',' ('?' or -1 unknown), '*' unranked, '' a scalar. */
  static TensorShapeProto parseShape(String s) throws TranslateException {
    TensorShapeProto.Builder b = TensorShapeProto.newBuilder();
    s = s.strip();
    if (s.equals("*")) {
      return b.setUnknownRank(true).build();
    }
    if (s.isEmpty()) {
      return b.build();
    }
    for (String d : s.split(",", -1)) {
      d = d.strip();
      long size;
      if (d.equals("?")) {
        size = -1;
      } else {
        try {
          size = Long.parseLong(d);
        } catch (NumberFormatException e) {
          throw new TranslateException("Invalid argument: Invalid input shape dimension '" + d + "' in '" + s + "'");
        }
        if (size < -1) {
          throw new TranslateException("Invalid argument: Invalid input shape dimension '" + d + "' in '" + s + "'");
        }
      }
      b.addDim(TensorShapeProto.Dim.newBuilder().setSize(size));
    }
    return b.build();
  }

  /** {@code shape:dtype;shape:dtype} inside DT_RESOURCE(...) / DT_VARIANT(...). */
  private static List<ResourceHandleProto.DtypeAndShape> parseSubtypes(String s) throws TranslateException {
    List<ResourceHandleProto.DtypeAndShape> out = new ArrayList<>();
    for (String part : s.split(";")) {
      // As TensorFlow's HandleSubtype: "shape:dtype", or a dtype alone (a scalar of that type);
      // more than one ':' is refused.
      String[] shapeAndType = part.split(":", -1);
      if (shapeAndType.length > 2) {
        throw new TranslateException("Invalid argument: '" + part
            + "', expected a single shape and type pair seperated with a ':'");
      }
      String dtype = shapeAndType[shapeAndType.length - 1].strip();
      DataType dt;
      try {
        dt = parseDataType(dtype);
      } catch (TranslateException e) {
        throw new TranslateException("Invalid type: '" + dtype + "'");
      }
      out.add(ResourceHandleProto.DtypeAndShape.newBuilder()
          .setShape(shapeAndType.length == 2 ? parseShape(shapeAndType[0]) : TensorShapeProto.getDefaultInstance())
          .setDtype(dt)
          .build());
    }
    return out;
  }

  /** Splits at {@code sep} outside parentheses. */
  private static List<String> splitTopLevel(String s, char sep) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        depth--;
      } else if (c == sep && depth == 0) {
        out.add(s.substring(start, i).strip());
        start = i + 1;
      }
    }
    out.add(s.substring(start).strip());
    return out;
  }
}
