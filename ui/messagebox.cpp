#include "ui/messagebox.h"

#include <QQueue>

namespace dd {
namespace {

// GUI thread only, like every widget.
QQueue<QMessageBox::StandardButton> &queuedAnswers()
{
    static QQueue<QMessageBox::StandardButton> answers;
    return answers;
}

QStringList &answeredTexts()
{
    static QStringList texts;
    return texts;
}

} // namespace

QMessageBox::StandardButton MessageBox::question(QWidget *parent, const QString &title, const QString &text,
                                                 QMessageBox::StandardButtons buttons,
                                                 QMessageBox::StandardButton defaultButton)
{
    return ask(QMessageBox::Question, parent, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton MessageBox::information(QWidget *parent, const QString &title, const QString &text,
                                                    QMessageBox::StandardButtons buttons,
                                                    QMessageBox::StandardButton defaultButton)
{
    return ask(QMessageBox::Information, parent, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton MessageBox::warning(QWidget *parent, const QString &title, const QString &text,
                                                QMessageBox::StandardButtons buttons,
                                                QMessageBox::StandardButton defaultButton)
{
    return ask(QMessageBox::Warning, parent, title, text, buttons, defaultButton);
}

QMessageBox::StandardButton MessageBox::critical(QWidget *parent, const QString &title, const QString &text,
                                                 QMessageBox::StandardButtons buttons,
                                                 QMessageBox::StandardButton defaultButton)
{
    return ask(QMessageBox::Critical, parent, title, text, buttons, defaultButton);
}

void MessageBox::setNextAnswer(QMessageBox::StandardButton button)
{
    if (button == QMessageBox::NoButton) {
        queuedAnswers().clear();
        return;
    }
    queuedAnswers().enqueue(button);
}

int MessageBox::pendingAnswers()
{
    return static_cast<int>(queuedAnswers().size());
}

QStringList MessageBox::shownTexts()
{
    return answeredTexts();
}

void MessageBox::clearShownTexts()
{
    answeredTexts().clear();
}

QMessageBox::StandardButton MessageBox::ask(QMessageBox::Icon icon, QWidget *parent, const QString &title,
                                            const QString &text, QMessageBox::StandardButtons buttons,
                                            QMessageBox::StandardButton defaultButton)
{
    if (!queuedAnswers().isEmpty()) {
        answeredTexts().append(text);
        return queuedAnswers().dequeue();
    }
    QMessageBox box(icon, title, text, buttons, parent);
    box.setObjectName(QStringLiteral("messageBox"));
    if (defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(defaultButton);
    const int answer = box.exec();
    return static_cast<QMessageBox::StandardButton>(answer);
}

} // namespace dd
