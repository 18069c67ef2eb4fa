#include "ui/dialogs/problemlabel.h"

#include "ui/desktop/theme.h"

#include <QLabel>

namespace dd {

QLabel *newProblemLabel(const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setStyleSheet(theme::errorStyleSheet());
    reserveProblemLine(label, true);
    label->hide();
    return label;
}

QLabel *fieldProblemLabel(const QString &field, QWidget *parent)
{
    return newProblemLabel(QStringLiteral("error:") + field, parent);
}

void reserveProblemLine(QLabel *label, bool reserved)
{
    QSizePolicy policy = label->sizePolicy();
    policy.setRetainSizeWhenHidden(reserved);
    label->setSizePolicy(policy);
    label->setMinimumHeight(reserved ? label->fontMetrics().lineSpacing() : 0);
}

void showProblemText(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

QString problemText(const FieldProblems &problems, QStringView fieldPrefix, FieldProblem::Severity severity)
{
    QStringList texts;
    for (const FieldProblem &p : problems) {
        if (p.severity == severity && p.field.startsWith(fieldPrefix))
            texts.append(p.message);
    }
    return texts.join(u'\n');
}

} // namespace dd
