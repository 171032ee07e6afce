package org.jmlir.ir.attr;

/**
 * The builtin attributes (not locations). Add each new builtin attribute class to this list so that
 * printers and parsers can switch over them exhaustively.
 */
public sealed interface BuiltinAttribute extends Attribute
    permits UnitAttr,
        IntegerAttr,
        FloatAttr,
        StringAttr,
        ArrayAttr,
        DictionaryAttr,
        TypeAttr,
        SymbolRefAttr,
        DenseIntOrFPElementsAttr,
        DenseStringElementsAttr,
        DenseResourceElementsAttr,
        SparseElementsAttr,
        DenseArrayAttr,
        AffineMapAttr,
        IntegerSetAttr,
        StridedLayoutAttr,
        OpaqueAttr,
        DistinctAttr {}
