#pragma once

#include "core/gateway/gatewayerror.h"

#include <QString>

class QLabel;
class QWidget;

namespace dd {

// The inline problem labels of every dialog: one look (wrapped, in the theme's error colour,
// hidden while empty) and one way to fill them from the validator's field problems, so that a
// dialog shows exactly what RequestValidator says and writes no rule of its own.
//
// A problem label keeps one line's height while hidden: a problem appearing under a field moves
// nothing below it (the field the user is about to click stays where it is). Only a message of
// several lines grows the form, downward.
QLabel *newProblemLabel(const QString &objectName, QWidget *parent);
// The label of one API field's problems in the forms keyed by field path ("error:payment.email").
QLabel *fieldProblemLabel(const QString &field, QWidget *parent);
// Whether the hidden label keeps its line: off for a row that is itself hidden (a method's fields
// the chosen method does not use), so that it leaves no gap.
void reserveProblemLine(QLabel *label, bool reserved);
// Shows `text` (hides the label when it is empty).
void showProblemText(QLabel *label, const QString &text);
// The messages of `problems` of that severity whose field starts with `fieldPrefix` (every
// field when it is empty), one per line.
QString problemText(const FieldProblems &problems, QStringView fieldPrefix = {},
                    FieldProblem::Severity severity = FieldProblem::Severity::Error);

} // namespace dd
