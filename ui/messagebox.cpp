#include "ui/messagebox.h"

#include <QPushButton>
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

QList<QStringList> &answeredChoices()
{
    static QList<QStringList> choices;
    return choices;
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

QList<QStringList> MessageBox::shownChoices()
{
    return answeredChoices();
}

void MessageBox::clearShownTexts()
{
    answeredTexts().clear();
    answeredChoices().clear();
}

bool MessageBox::choose(QWidget *parent, const Choice &choice)
{
    if (!queuedAnswers().isEmpty()) {
        answeredTexts().append(choice.details.isEmpty() ? choice.text : choice.text + QStringLiteral("\n\n") + choice.details);
        answeredChoices().append({choice.acceptText, choice.rejectText});
        const QMessageBox::StandardButton answer = queuedAnswers().dequeue();
        return answer == QMessageBox::Yes || answer == QMessageBox::Ok;
    }
    QMessageBox box(QMessageBox::Question, choice.title, choice.text, QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("messageBox"));
    QPushButton *accept = box.addButton(choice.acceptText, QMessageBox::AcceptRole);
    QPushButton *reject = box.addButton(choice.rejectText, QMessageBox::RejectRole);
    box.setDefaultButton(reject);
    box.setEscapeButton(reject);
    if (!choice.details.isEmpty())
        box.setDetailedText(choice.details);
    box.exec();
    return box.clickedButton() == accept;
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
