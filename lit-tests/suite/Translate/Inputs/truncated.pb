

pPlaceholder*
dty